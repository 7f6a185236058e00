import type { SendForSignatureBody, SignatureRecipient, SignatureStatus } from '@/api/signatures';
import { json, type RouteHandler } from '@/test/fake-backend';

// Test support: the sender's signing routes of issue 14 over one document's latest request, held
// in a plain object the test can read and change.

const SENT_AT = '2025-03-05T09:00:00.000Z';

let sequence = 0;

export function buildRecipient(overrides: Partial<SignatureRecipient> = {}): SignatureRecipient {
  sequence += 1;
  return {
    id: `rcp-${sequence}`,
    name: `Signer ${sequence}`,
    email: `signer${sequence}@example.com`,
    role: 'signer',
    order: 1,
    status: 'sent',
    viewed_at: null,
    signed_at: null,
    declined_at: null,
    decline_reason: null,
    ...overrides,
  };
}

/** A request as GET .../signature-status answers it: sent to one signer, nothing since. */
export function buildSignatureStatus(overrides: Partial<SignatureStatus> = {}): SignatureStatus {
  return {
    id: 'req-1',
    document_id: 'doc-1',
    status: 'sent',
    provider: 'lexdraft',
    sent_at: SENT_AT,
    completed_at: null,
    expires_at: '2025-03-19T09:00:00.000Z',
    voided_at: null,
    void_reason: null,
    version: 1,
    document_sha256: 'a'.repeat(64),
    sequential: false,
    access_code: false,
    message: null,
    sent_by: { id: 'user-1', name: 'Marcus Whitfield', email: 'attorney@demo.test' },
    recipients: [buildRecipient({ name: 'Ada Lovelace', email: 'ada@example.com' })],
    events: [
      {
        type: 'sent',
        at: SENT_AT,
        recipient_email: null,
        ip: '203.0.113.9',
        user_agent: 'Firefox',
        detail: null,
      },
      {
        type: 'emailed',
        at: SENT_AT,
        recipient_email: 'ada@example.com',
        ip: null,
        user_agent: null,
        detail: null,
      },
    ],
    signed_pdf_available: false,
    signed_pdf_withheld: false,
    ...overrides,
  };
}

/** What the server does with a send: the request it answers for the body. */
export function requestFromBody(documentId: string, body: SendForSignatureBody): SignatureStatus {
  return buildSignatureStatus({
    document_id: documentId,
    message: body.message ?? null,
    sequential: body.sequential ?? false,
    access_code: body.access_code ?? false,
    recipients: body.recipients.map((recipient, index) =>
      buildRecipient({
        name: recipient.name,
        email: recipient.email,
        role: recipient.role,
        order: recipient.order ?? index + 1,
        status: recipient.role === 'cc' ? 'pending' : 'sent',
      }),
    ),
    events: [{ type: 'sent', at: SENT_AT, recipient_email: null, ip: null, user_agent: null, detail: null }],
  });
}

/** The document's latest request (null: never sent) and the routes that read and change it. */
export function signatureServer(initial: SignatureStatus | null = null) {
  const server = { request: initial };
  const routes: Record<string, RouteHandler> = {
    'GET /docs/documents/:id/signature-status': () =>
      server.request
        ? json(200, server.request)
        : json(404, { detail: 'This document was never sent for signature' }),
    'POST /docs/documents/:id/send': (request) => {
      server.request = requestFromBody(request.params.id ?? '', request.json() as SendForSignatureBody);
      return json(201, server.request);
    },
    'POST /docs/documents/:id/signature/void': (request) => {
      const { reason } = request.json() as { reason: string };
      if (!server.request) return json(404, { detail: 'Not found' });
      server.request = {
        ...server.request,
        status: 'voided',
        voided_at: '2025-03-06T09:00:00.000Z',
        void_reason: reason,
        events: [
          ...server.request.events,
          {
            type: 'voided',
            at: '2025-03-06T09:00:00.000Z',
            recipient_email: null,
            ip: null,
            user_agent: null,
            detail: reason,
          },
        ],
      };
      return json(200, server.request);
    },
    'POST /docs/documents/:id/signature/remind': () => {
      if (!server.request) return json(404, { detail: 'Not found' });
      server.request = {
        ...server.request,
        events: [
          ...server.request.events,
          {
            type: 'reminded',
            at: '2025-03-07T09:00:00.000Z',
            recipient_email: server.request.recipients[0]?.email ?? null,
            ip: null,
            user_agent: null,
            detail: 'Reminder 1',
          },
        ],
      };
      return json(200, server.request);
    },
    'GET /docs/documents/:id/signed-pdf': () =>
      new Response('%PDF-1.7 sealed', {
        status: 200,
        headers: {
          'Content-Type': 'application/pdf',
          'Content-Disposition': 'attachment; filename="engagement-letter-signed.pdf"',
        },
      }),
  };
  return { server, routes };
}
