import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SignatureStatus } from '@/api/signatures';
import { dismissToasts, openEditor, pageEditor } from '@/documents/editor-screen/editor-test-support';
import { buildDocument } from '@/test/document-fixtures';
import { deferred, json } from '@/test/fake-backend';
import { buildUser } from '@/test/fixtures';
import { buildRecipient, buildSignatureStatus, signatureServer } from './signature-test-backend';

// The Signatures tab of the editor's panel against the sender's routes: never sent, loading,
// a failed read, a request with its recipients and audit trail, Remind, Void and the signed PDF.

vi.setConfig({ testTimeout: 20_000 });

let downloads: { fileName: string; blob: Blob }[];

beforeEach(() => {
  downloads = [];
  const blobs = new Map<string, Blob>();
  // jsdom has no object URLs and does not download: the link's click is where the file leaves.
  vi.stubGlobal(
    'URL',
    Object.assign(URL, {
      createObjectURL: (blob: Blob) => {
        const url = `blob:test/${blobs.size}`;
        blobs.set(url, blob);
        return url;
      },
      revokeObjectURL: () => undefined,
    }),
  );
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    const blob = blobs.get(this.href);
    if (blob) downloads.push({ fileName: this.download, blob });
  });
});
afterEach(() => {
  dismissToasts();
  vi.restoreAllMocks();
});

const STATUS = 'GET /docs/documents/doc-1/signature-status';

/** A request two signers and a copy were sent, the first of whom has signed. */
function halfSigned(overrides: Partial<SignatureStatus> = {}): SignatureStatus {
  return buildSignatureStatus({
    status: 'partially_signed',
    sequential: true,
    access_code: true,
    recipients: [
      buildRecipient({
        name: 'Ada Lovelace',
        email: 'ada@example.com',
        order: 1,
        status: 'signed',
        viewed_at: '2025-03-05T10:00:00.000Z',
        signed_at: '2025-03-05T10:05:00.000Z',
      }),
      buildRecipient({ name: 'Grace Hopper', email: 'grace@example.com', order: 2, status: 'sent' }),
      buildRecipient({
        name: 'Records',
        email: 'records@example.com',
        role: 'cc',
        order: 3,
        status: 'pending',
      }),
    ],
    events: [
      {
        type: 'sent',
        at: '2025-03-05T09:00:00.000Z',
        recipient_email: null,
        ip: '203.0.113.9',
        user_agent: 'Firefox',
        detail: null,
      },
      {
        type: 'viewed',
        at: '2025-03-05T10:00:00.000Z',
        recipient_email: 'ada@example.com',
        ip: '198.51.100.7',
        user_agent: 'Safari on iPhone',
        detail: null,
      },
      {
        type: 'signed',
        at: '2025-03-05T10:05:00.000Z',
        recipient_email: 'ada@example.com',
        ip: '198.51.100.7',
        user_agent: 'Safari on iPhone',
        detail: null,
      },
    ],
    ...overrides,
  });
}

async function openTab(request: SignatureStatus | null, options: Parameters<typeof openEditor>[1] = {}) {
  const signatures = signatureServer(request);
  const document = buildDocument({
    id: 'doc-1',
    name: 'Engagement Letter',
    doc_status: request && ['sent', 'partially_signed'].includes(request.status) ? 'Sent' : 'draft',
  });
  const opened = await openEditor(document, {
    ...options,
    routes: { ...signatures.routes, ...options.routes },
  });
  await opened.user.click(screen.getByRole('tab', { name: 'Signatures' }));
  const panel = screen.getByRole('tabpanel', { name: 'Signatures' });
  return { ...opened, signatures, panel };
}

describe('the Signatures tab', () => {
  it('says a document was never sent, and offers Send for Signature to a writer', async () => {
    const { panel, user } = await openTab(null);
    expect(await within(panel).findByRole('heading', { name: 'Not sent for signature' })).toBeInTheDocument();
    await user.click(within(panel).getByRole('button', { name: 'Send for Signature' }));
    expect(await screen.findByRole('dialog', { name: 'Send for Signature' })).toBeInTheDocument();
  });

  it('shows a viewer the empty state without Send', async () => {
    const { panel } = await openTab(null, { user: buildUser({ role: 'viewer', permissions: [] }) });
    expect(await within(panel).findByRole('heading', { name: 'Not sent for signature' })).toBeInTheDocument();
    expect(within(panel).queryByRole('button')).not.toBeInTheDocument();
  });

  it('shows it is loading, then the request: status, progress, recipients with their times, and the audit trail', async () => {
    const answer = deferred<Response>();
    const { panel } = await openTab(null, {
      routes: { 'GET /docs/documents/:id/signature-status': () => answer.promise },
    });
    expect(within(panel).getByRole('status', { name: 'Loading signature status' })).toBeInTheDocument();
    answer.resolve(json(200, halfSigned({ status: 'sent' })));

    const request = await within(panel).findByRole('region', { name: 'Signature request' });
    expect(within(request).getByText('Out for signature')).toBeInTheDocument();
    expect(within(request).getByText('1 of 2 signed')).toBeInTheDocument();
    expect(within(request).getByRole('progressbar', { name: 'Signers who have signed' })).toHaveAttribute(
      'aria-valuenow',
      '1',
    );
    expect(within(request).getByText('by Marcus Whitfield')).toBeInTheDocument();
    expect(within(request).getByRole('list', { name: 'Options' })).toHaveTextContent(
      'Signs in orderAccess code',
    );

    const recipients = within(panel)
      .getAllByRole('listitem')
      .filter((item) => item.closest('[aria-label="Recipients"]'));
    expect(recipients.map((item) => item.getAttribute('aria-label'))).toEqual([
      'Ada Lovelace',
      'Grace Hopper',
      'Records',
    ]);
    const ada = within(panel).getByRole('listitem', { name: 'Ada Lovelace' });
    expect(within(ada).getByText('Signed', { selector: '[data-slot="badge"]' })).toBeInTheDocument();
    expect(within(ada).getByText('ada@example.com')).toBeInTheDocument();
    expect(within(ada).getByText('Signer')).toBeInTheDocument();
    expect(within(ada).getByText('Viewed')).toBeInTheDocument();
    expect(within(ada).getByText('Mar 5, 2025, 10:05 AM', { exact: false })).toBeInTheDocument();
    const copy = within(panel).getByRole('listitem', { name: 'Records' });
    expect(within(copy).getByText('Receives a copy')).toBeInTheDocument();
    expect(within(copy).getByText('Waiting')).toBeInTheDocument();

    const activity = within(panel).getByRole('list', { name: 'Signature activity' });
    // Newest first, with who, when and from which address.
    const events = within(activity).getAllByRole('listitem');
    expect(events.map((item) => item.querySelector('p')?.textContent)).toEqual([
      'Signed',
      'Document viewed',
      'Request sent',
    ]);
    expect(events[0]).toHaveTextContent('ada@example.com');
    expect(events[0]).toHaveTextContent('IP 198.51.100.7');
    expect(within(panel).getByText('a'.repeat(64))).toBeInTheDocument();
  });

  it('says why it could not be read, and Try again reads it again', async () => {
    let fail = true;
    const { panel, user, backend } = await openTab(halfSigned(), {
      routes: {
        'GET /docs/documents/:id/signature-status': () =>
          fail ? json(500, { detail: 'The server could not answer' }) : json(200, halfSigned()),
      },
    });
    expect(await within(panel).findByRole('alert')).toHaveTextContent('The server could not answer');
    fail = false;
    await user.click(within(panel).getByRole('button', { name: 'Try again' }));
    expect(await within(panel).findByRole('region', { name: 'Signature request' })).toBeInTheDocument();
    expect(backend.calls(STATUS).length).toBeGreaterThanOrEqual(2);
  });

  it('Remind emails the signers again and shows the reminder in the trail', async () => {
    const { panel, user, backend } = await openTab(halfSigned());
    await user.click(await within(panel).findByRole('button', { name: 'Remind' }));
    expect(await screen.findByText('Reminder sent', { selector: '[data-title]' })).toBeInTheDocument();
    expect(backend.calls('POST /docs/documents/doc-1/signature/remind')).toHaveLength(1);
    const activity = within(panel).getByRole('list', { name: 'Signature activity' });
    expect(within(activity).getAllByRole('listitem')[0]).toHaveTextContent('Reminder sent');
  });

  it('Void asks for a reason, voids, and the document can be edited again', async () => {
    const { panel, user, backend } = await openTab(halfSigned());
    expect(screen.getByRole('region', { name: 'Out for signature' })).toBeInTheDocument();
    await user.click(await within(panel).findByRole('button', { name: 'Void' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Void this signature request?' });
    await user.click(within(dialog).getByRole('button', { name: 'Void request' }));
    expect(
      within(dialog).getByRole('textbox', { name: 'Reason for the recipients' }),
    ).toHaveAccessibleDescription('Give a reason: the recipients are told it');
    expect(backend.calls('POST /docs/documents/doc-1/signature/void')).toEqual([]);

    await user.type(
      within(dialog).getByRole('textbox', { name: 'Reason for the recipients' }),
      'Wrong entity named.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Void request' }));

    expect(await screen.findByText('Signature request voided')).toBeInTheDocument();
    expect(backend.calls('POST /docs/documents/doc-1/signature/void')[0]?.json()).toEqual({
      reason: 'Wrong entity named.',
    });
    const request = within(panel).getByRole('region', { name: 'Signature request' });
    expect(within(request).getAllByText('Voided')[0]).toBeInTheDocument();
    expect(within(request).getByText('Wrong entity named.')).toBeInTheDocument();
    expect(within(request).getByRole('button', { name: 'Send again' })).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByRole('region', { name: 'Out for signature' })).not.toBeInTheDocument(),
    );
    expect(pageEditor().isEditable).toBe(true);
    const heading = screen.getByRole('heading', { level: 1, name: 'Engagement Letter' });
    expect(within(heading.parentElement as HTMLElement).getByText('Voided')).toBeInTheDocument();
  });

  it('keeps the Void dialog open and says why when the void fails', async () => {
    const { panel, user } = await openTab(halfSigned(), {
      routes: {
        'POST /docs/documents/:id/signature/void': () =>
          json(409, { detail: 'This request is already completed.' }),
      },
    });
    await user.click(await within(panel).findByRole('button', { name: 'Void' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Void this signature request?' });
    await user.type(
      within(dialog).getByRole('textbox', { name: 'Reason for the recipients' }),
      'Changed terms',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Void request' }));
    expect(await screen.findByText('Failed to void the signature request')).toBeInTheDocument();
    expect(screen.getByText('This request is already completed.')).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: 'Reason for the recipients' })).toHaveValue(
      'Changed terms',
    );
  });

  it('downloads the signed PDF of a completed request, and offers no Remind or Void', async () => {
    const completed = halfSigned({
      status: 'completed',
      completed_at: '2025-03-06T12:00:00.000Z',
      signed_pdf_available: true,
    });
    const { panel, user } = await openTab(completed);
    await user.click(await within(panel).findByRole('button', { name: 'Download signed PDF' }));
    await waitFor(() =>
      expect(downloads.map((file) => file.fileName)).toEqual(['engagement-letter-signed.pdf']),
    );
    expect(await downloads[0]!.blob.text()).toBe('%PDF-1.7 sealed');
    expect(within(panel).getByText('Completed', { selector: '[data-slot="badge"]' })).toBeInTheDocument();
    expect(within(panel).queryByRole('button', { name: 'Remind' })).not.toBeInTheDocument();
    expect(within(panel).queryByRole('button', { name: 'Void' })).not.toBeInTheDocument();
    // A completed request does not hold the document.
    expect(screen.queryByRole('region', { name: 'Out for signature' })).not.toBeInTheDocument();
  });

  it('shows a viewer the request without Remind or Void', async () => {
    const { panel } = await openTab(halfSigned(), { user: buildUser({ role: 'viewer', permissions: [] }) });
    expect(await within(panel).findByRole('region', { name: 'Signature request' })).toBeInTheDocument();
    expect(within(panel).queryByRole('button', { name: 'Remind' })).not.toBeInTheDocument();
    expect(within(panel).queryByRole('button', { name: 'Void' })).not.toBeInTheDocument();
  });
});
