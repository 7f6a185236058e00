import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { DocumentChanges } from '@/api/documents';
import {
  dismissToasts,
  openEditor,
  pageEditor,
  pressShortcut,
  sentChanges,
  typeInDocument,
} from '@/documents/editor-screen/editor-test-support';
import { buildDocument } from '@/test/document-fixtures';
import { buildUser } from '@/test/fixtures';
import { buildSignatureStatus, signatureServer } from './signature-test-backend';

// Issue 14: the signature is locked to the version sent. While a request is open the editor is
// read-only with a banner; Edit and void the request voids it (after a confirmation) and makes the
// text editable again, so that the next save is an ordinary one the server accepts.

vi.setConfig({ testTimeout: 20_000 });
afterEach(dismissToasts);

const VOID = 'POST /docs/documents/doc-1/signature/void';
const sentDocument = () => buildDocument({ id: 'doc-1', name: 'Engagement Letter', doc_status: 'Sent' });

describe('a document out for signature', () => {
  it('opens read-only with the banner, and View status shows the Signatures tab', async () => {
    const { user } = await openEditor(sentDocument(), {
      routes: signatureServer(buildSignatureStatus()).routes,
    });
    const banner = await screen.findByRole('region', { name: 'Out for signature' });
    await waitFor(() => expect(banner).toHaveTextContent('Version 1 was sent'));
    expect(banner).toHaveTextContent('0 of 1 signed');
    expect(pageEditor().isEditable).toBe(false);
    // Nothing that would change the document is offered.
    expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Send for Signature' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'More actions' }));
    for (const item of ['Letterhead Settings', 'Header & Footer Settings', 'Delete', 'Send for Signature'])
      expect(screen.queryByRole('menuitem', { name: item })).not.toBeInTheDocument();
    await user.keyboard('{Escape}');

    await user.click(within(banner).getByRole('button', { name: 'View status' }));
    expect(screen.getByRole('tab', { name: 'Signatures' })).toHaveAttribute('aria-selected', 'true');
  });

  it('Edit and void the request voids after confirmation; the next save is an ordinary one', async () => {
    const { user, backend } = await openEditor(sentDocument(), {
      routes: signatureServer(buildSignatureStatus()).routes,
    });
    const banner = await screen.findByRole('region', { name: 'Out for signature' });
    await user.click(within(banner).getByRole('button', { name: 'Edit and void the request' }));

    const dialog = await screen.findByRole('alertdialog', { name: 'Edit and void the request?' });
    // Cancel keeps the request and the lock.
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(backend.calls(VOID)).toEqual([]);
    expect(pageEditor().isEditable).toBe(false);

    await user.click(within(banner).getByRole('button', { name: 'Edit and void the request' }));
    const again = await screen.findByRole('alertdialog', { name: 'Edit and void the request?' });
    expect(within(again).getByRole('textbox', { name: 'Reason for the recipients' })).toHaveValue(
      'The document is being revised. A new version will be sent for signature.',
    );
    await user.click(within(again).getByRole('button', { name: 'Void and edit' }));

    await waitFor(() => expect(pageEditor().isEditable).toBe(true));
    expect(backend.calls(VOID)[0]?.json()).toEqual({
      reason: 'The document is being revised. A new version will be sent for signature.',
    });
    expect(screen.queryByRole('region', { name: 'Out for signature' })).not.toBeInTheDocument();
    expect(await screen.findByText('Signature request voided')).toBeInTheDocument();

    typeInDocument(' Revised.');
    pressShortcut('s');
    await waitFor(() => expect(sentChanges(backend, 'doc-1')).toHaveLength(1));
    const change: DocumentChanges & { void_signature_request?: boolean } = sentChanges(backend, 'doc-1')[0]!;
    expect(change.void_signature_request).toBeUndefined();
    expect(await screen.findByText('Document saved successfully')).toBeInTheDocument();
    // Editable again, it may be sent again.
    expect(screen.getByRole('button', { name: 'Send for Signature' })).toBeInTheDocument();
  });

  it('shows a viewer the banner without the action', async () => {
    await openEditor(sentDocument(), {
      user: buildUser({ role: 'viewer', permissions: [] }),
      routes: signatureServer(buildSignatureStatus()).routes,
    });
    const banner = await screen.findByRole('region', { name: 'Out for signature' });
    expect(
      within(banner).queryByRole('button', { name: 'Edit and void the request' }),
    ).not.toBeInTheDocument();
  });

  it('is not locked once the request has ended, whatever the status last said', async () => {
    await openEditor(sentDocument(), {
      routes: signatureServer(buildSignatureStatus({ status: 'expired' })).routes,
    });
    await waitFor(() => expect(pageEditor().isEditable).toBe(true));
    expect(screen.queryByRole('region', { name: 'Out for signature' })).not.toBeInTheDocument();
  });

  it('does not lock a document that was never sent, nor read its signature status', async () => {
    const { backend } = await openEditor(buildDocument({ id: 'doc-1' }), {
      routes: signatureServer().routes,
    });
    expect(pageEditor().isEditable).toBe(true);
    expect(backend.calls('GET /docs/documents/doc-1/signature-status')).toEqual([]);
  });
});
