import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SignatureStatus } from '@/api/signatures';
import { dismissToasts, openEditor, pageEditor } from '@/documents/editor-screen/editor-test-support';
import { buildDocument } from '@/test/document-fixtures';
import { json } from '@/test/fake-backend';
import { buildUser } from '@/test/fixtures';
import { buildRecipient, buildSignatureStatus, signatureServer } from './signature-test-backend';
import { SIGNED_PDF_WITHHELD } from './signed-pdf';
import { SEALING_POLL_MS } from './use-signature-lock';

// Issue 28: a signed document stays signed (read-only, with a Signed banner offering the signed PDF
// and Make a copy); the request shows "Sealing…" until its PDF is stored, read again meanwhile; a
// caller who sees sensitive values masked is told why the PDF is not theirs.

vi.setConfig({ testTimeout: 20_000 });
afterEach(() => {
  vi.useRealTimers();
  dismissToasts();
});

const COPY = 'POST /docs/documents/doc-1/copy';
const STATUS = 'GET /docs/documents/doc-1/signature-status';

/** A request every signer signed on 6 March 2025. */
function signedRequest(overrides: Partial<SignatureStatus> = {}): SignatureStatus {
  return buildSignatureStatus({
    status: 'completed',
    completed_at: '2025-03-06T12:00:00.000Z',
    signed_pdf_available: true,
    recipients: [
      buildRecipient({ name: 'Ada Lovelace', status: 'signed', signed_at: '2025-03-06T12:00:00.000Z' }),
    ],
    ...overrides,
  });
}

async function openSigned(request: SignatureStatus, options: Parameters<typeof openEditor>[1] = {}) {
  const signatures = signatureServer(request);
  const document = buildDocument({ id: 'doc-1', name: 'Engagement Letter', doc_status: 'Completed' });
  const opened = await openEditor(document, {
    ...options,
    routes: {
      ...signatures.routes,
      [COPY]: () => json(201, buildDocument({ id: 'doc-2', name: 'Engagement Letter (copy)' })),
      ...options.routes,
    },
  });
  return { ...opened, signatures };
}

describe('a signed document in the editor', () => {
  it('opens read-only with the Signed banner: its date, Download signed PDF and Make a copy', async () => {
    const { user, backend } = await openSigned(signedRequest());
    const banner = await screen.findByRole('region', { name: 'Signed' });
    await waitFor(() => expect(banner).toHaveTextContent('signed this document on 6 March 2025'));
    expect(within(banner).getByRole('button', { name: 'Download signed PDF' })).toBeInTheDocument();
    expect(pageEditor().isEditable).toBe(false);
    // Save, Send and Convert are not offered: the text must stay the text that was signed.
    expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Send for Signature' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'More actions' }));
    for (const item of ['Convert to Template', 'Send for Signature'])
      expect(screen.queryByRole('menuitem', { name: item })).not.toBeInTheDocument();
    await user.keyboard('{Escape}');
    // Nor is it "out for signature".
    expect(screen.queryByRole('region', { name: 'Out for signature' })).not.toBeInTheDocument();

    await user.click(within(banner).getByRole('button', { name: 'Make a copy' }));
    await waitFor(() => expect(backend.calls(COPY)).toHaveLength(1));
    expect(await screen.findByText('Copy created')).toBeInTheDocument();
  });

  it('offers a viewer no Make a copy', async () => {
    await openSigned(signedRequest(), { user: buildUser({ role: 'viewer', permissions: [] }) });
    const banner = await screen.findByRole('region', { name: 'Signed' });
    await waitFor(() => expect(banner).toHaveTextContent('6 March 2025'));
    expect(within(banner).queryByRole('button', { name: 'Make a copy' })).not.toBeInTheDocument();
  });

  it('says why the signed PDF is withheld from a caller who sees sensitive values masked', async () => {
    const { user } = await openSigned(signedRequest({ signed_pdf_withheld: true }), {
      user: buildUser({ role: 'viewer', permissions: [] }),
    });
    const banner = await screen.findByRole('region', { name: 'Signed' });
    expect(await within(banner).findByText(SIGNED_PDF_WITHHELD)).toBeInTheDocument();
    expect(within(banner).queryByRole('button', { name: 'Download signed PDF' })).not.toBeInTheDocument();

    await openTabOf(user);
    const panel = screen.getByRole('tabpanel', { name: 'Signatures' });
    expect(await within(panel).findByText(SIGNED_PDF_WITHHELD)).toBeInTheDocument();
    expect(within(panel).queryByRole('button', { name: 'Download signed PDF' })).not.toBeInTheDocument();
  });

  it('shows Sealing… while the PDF is sealed, reads the request again, then offers the download', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const { signatures, backend, user } = await openSigned(
      signedRequest({ status: 'sealing', signed_pdf_available: false }),
    );
    const banner = await screen.findByRole('region', { name: 'Signed' });
    expect(await within(banner).findByRole('button', { name: /Sealing…/ })).toBeDisabled();
    await openTabOf(user);
    const panel = screen.getByRole('tabpanel', { name: 'Signatures' });
    expect(
      await within(panel).findByText('Sealing…', { selector: '[data-slot="badge"]' }),
    ).toBeInTheDocument();
    expect(within(panel).queryByRole('button', { name: 'Send again' })).not.toBeInTheDocument();

    // Still sealing at the next read: still Sealing….
    const reads = backend.calls(STATUS).length;
    await act(async () => {
      vi.advanceTimersByTime(SEALING_POLL_MS);
    });
    await waitFor(() => expect(backend.calls(STATUS).length).toBeGreaterThan(reads));
    expect(within(banner).getByRole('button', { name: /Sealing…/ })).toBeInTheDocument();

    // Sealed: the next read brings the download, and the reads stop.
    signatures.server.request = signedRequest();
    await act(async () => {
      vi.advanceTimersByTime(SEALING_POLL_MS);
    });
    expect(await within(banner).findByRole('button', { name: 'Download signed PDF' })).toBeInTheDocument();
    expect(within(panel).getByRole('button', { name: 'Download signed PDF' })).toBeInTheDocument();
    const settled = backend.calls(STATUS).length;
    await act(async () => {
      vi.advanceTimersByTime(SEALING_POLL_MS * 3);
    });
    expect(backend.calls(STATUS)).toHaveLength(settled);
  });
});

/** Shows the panel's Signatures tab. */
async function openTabOf(user: { click: (element: Element) => Promise<void> }) {
  await user.click(screen.getByRole('tab', { name: 'Signatures' }));
}
