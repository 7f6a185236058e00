import { SIGNING_CONSENT_DISCLOSURE } from '@lexdraft/core';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { deferred, json } from '@/test/fake-backend';
import { renderApp } from '@/test/render-app';
import { CONSENT_LABEL } from './consent-step';
import { SIGNED_MESSAGE } from './result-views';
import {
  buildSession,
  consentedSession,
  fakePdf,
  gone,
  PDF_BYTES,
  SIGNER_ROUTES,
  signingBackend,
  stubSigningLayout,
  TOKEN,
} from './signing-test-support';

// The signer's page (/sign/{token}) through the app's router down to the wire: each step, each
// failure that keeps what was typed, and each kind of dead link. pdf.js and signature_pad need a
// real canvas, which jsdom has not: the PDF is opened by a fake of pdf.js's document and the pad
// is a fake that "draws" on demand; the page's own code runs unchanged around them.

const pdf = vi.hoisted(() => ({ open: vi.fn() }));
vi.mock('@/documents/editor-screen/export/pdf-document', () => ({ openPdf: pdf.open }));

const pads = vi.hoisted(() => {
  class FakeSignaturePad extends EventTarget {
    static current: FakeSignaturePad | undefined;
    empty = true;
    constructor() {
      super();
      FakeSignaturePad.current = this;
    }
    isEmpty() {
      return this.empty;
    }
    clear() {
      this.empty = true;
    }
    toData() {
      return [];
    }
    fromData() {}
    on() {}
    off() {}
    /** A stroke as the signer's pointer makes it. */
    stroke() {
      this.empty = false;
      this.dispatchEvent(new CustomEvent('endStroke'));
    }
  }
  return { FakeSignaturePad };
});
vi.mock('signature_pad', () => ({ default: pads.FakeSignaturePad }));

let layout: ReturnType<typeof stubSigningLayout>;
beforeEach(() => {
  layout = stubSigningLayout();
  pdf.open.mockImplementation(async () => fakePdf(2));
});
afterEach(() => {
  layout.restore();
  pdf.open.mockReset();
});

const path = `/sign/${TOKEN}`;
const user = () => userEvent.setup({ delay: null });

function expectNoAppShell() {
  expect(screen.queryByRole('navigation', { name: /main|primary/i })).not.toBeInTheDocument();
  expect(screen.queryByRole('link', { name: /documents/i })).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: /sign in/i })).not.toBeInTheDocument();
  expect(document.title).not.toContain(TOKEN);
}

describe('a dead link', () => {
  it('unknown (404): says so in plain words, with no app and no sign-in', async () => {
    const detail = 'This signing link is not valid. Check that you opened the whole link from your email.';
    signingBackend(buildSession(), { session: gone(404, detail) });
    const { history } = renderApp(path);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'This signing link cannot be opened' }),
    ).toBeVisible();
    expect(screen.getByText(detail)).toBeVisible();
    expectNoAppShell();
    expect(history.location.pathname).toBe(path);
  });

  it.each([
    ['used', 'You have already signed this document: this link has been used.'],
    ['declined', 'You declined to sign this document: this link has been used.'],
    ['expired', 'This signing link expired on 2026-12-18. Ask the sender to send the document again.'],
    ['voided', 'This signing link is no longer valid: the sender voided the request.'],
    ['locked', 'This signing link is locked after 5 wrong access codes. Ask the sender to send it again.'],
  ])('%s (410): shows the server’s reason', async (_kind, detail) => {
    signingBackend(buildSession(), { session: gone(410, detail) });
    const { history } = renderApp(path);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'This signing link can no longer be used' }),
    ).toBeVisible();
    expect(screen.getByText(detail)).toBeVisible();
    expectNoAppShell();
    expect(history.location.pathname).toBe(path);
  });

  it('a server that cannot answer is not a dead link: Try again asks anew', async () => {
    const backend = signingBackend(buildSession(), {
      session: () => json(503, { detail: 'Down for a moment' }),
    });
    renderApp(path);
    expect(await screen.findByRole('heading', { name: 'The document could not be opened' })).toBeVisible();
    expect(screen.getByRole('alert')).toHaveTextContent('Down for a moment');
    backend.routes[SIGNER_ROUTES.session] = () => json(200, buildSession());
    await user().click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Agree to sign electronically' })).toBeVisible();
  });

  it('sends no account credentials and tells no other site where it came from', async () => {
    localStorage.setItem('access_token', 'a-staff-token');
    const backend = signingBackend(buildSession());
    renderApp(path);
    await screen.findByRole('heading', { name: 'Agree to sign electronically' });
    const [request] = backend.calls(SIGNER_ROUTES.session);
    expect(request?.headers.get('Authorization')).toBeNull();
    expect(document.head.querySelector('meta[name="referrer"]')).toHaveAttribute('content', 'no-referrer');
    expect(document.title).toBe('Review and sign · Hartley & Cole LLP');
  });
});

describe('the access code', () => {
  const session = buildSession({ access_code_required: true });

  it('is asked first, with the firm and the document named', async () => {
    signingBackend(session);
    renderApp(path);
    const heading = await screen.findByRole('heading', { level: 1, name: 'Enter your access code' });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(screen.getByText('Hartley & Cole LLP')).toBeVisible();
    expect(screen.getAllByText('Engagement Letter')[0]).toBeVisible();
    const steps = screen.getByRole('navigation', { name: 'Signing steps' });
    expect(within(steps).getByText('Verify').closest('li')).toHaveAttribute('aria-current', 'step');
    const input = screen.getByLabelText('Access code');
    expect(input).toHaveAttribute('autocomplete', 'one-time-code');
    expect(input).toHaveAttribute('inputmode', 'numeric');
  });

  it('refuses fewer than 6 digits before asking the server', async () => {
    const backend = signingBackend(session);
    renderApp(path);
    const input = await screen.findByLabelText('Access code');
    await user().type(input, '12a3');
    expect(input).toHaveValue('123');
    await user().click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.getByText('Enter the 6-digit code from your email.')).toBeVisible();
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(backend.calls(SIGNER_ROUTES.code)).toHaveLength(0);
  });

  it('shows the server’s tries left on a wrong code and keeps the code typed; a right one leads to consent', async () => {
    const backend = signingBackend(session);
    renderApp(path);
    const input = await screen.findByLabelText('Access code');
    const u = user();
    await u.type(input, '654321');
    await u.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'That access code is not right. 4 tries left before this link is locked.',
    );
    expect(input).toHaveValue('654321');
    expect(backend.calls(SIGNER_ROUTES.code)[0]?.json()).toEqual({ code: '654321' });

    await u.clear(input);
    await u.type(input, '123456{Enter}');
    const heading = await screen.findByRole('heading', { level: 1, name: 'Agree to sign electronically' });
    await waitFor(() => expect(heading).toHaveFocus());
  });

  it('is disabled while the code is checked', async () => {
    const answer = deferred<Response>();
    signingBackend(session, { code: () => answer.promise });
    renderApp(path);
    const u = user();
    await u.type(await screen.findByLabelText('Access code'), '123456');
    await u.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.getByRole('button', { name: 'Checking…' })).toBeDisabled();
    answer.resolve(json(200, { ...session, access_code_verified: true }));
    expect(await screen.findByRole('heading', { name: 'Agree to sign electronically' })).toBeVisible();
  });

  it('the fifth wrong code locks the link: the dead-link page', async () => {
    const locked =
      'That access code is not right either. After 5 wrong codes this link is locked: ask the sender to send it again.';
    signingBackend(session, { code: gone(423, locked) });
    renderApp(path);
    const u = user();
    await u.type(await screen.findByLabelText('Access code'), '000000');
    await u.click(screen.getByRole('button', { name: 'Continue' }));
    expect(
      await screen.findByRole('heading', { name: 'This signing link can no longer be used' }),
    ).toBeVisible();
    expect(screen.getByText(locked)).toBeVisible();
  });
});

describe('the electronic-records consent', () => {
  it('shows the disclosure and records an explicit agreement', async () => {
    const backend = signingBackend(buildSession());
    renderApp(path);
    await screen.findByRole('heading', { name: 'Agree to sign electronically' });
    for (const paragraph of SIGNING_CONSENT_DISCLOSURE.split('\n\n')) {
      expect(screen.getByText(paragraph)).toBeVisible();
    }
    const u = user();
    await u.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.getByText('Tick the box to agree, or decline to sign.')).toBeVisible();
    expect(screen.getByRole('checkbox', { name: CONSENT_LABEL })).toHaveFocus();
    expect(backend.calls(SIGNER_ROUTES.consent)).toHaveLength(0);

    await u.keyboard(' ');
    await u.click(screen.getByRole('button', { name: 'Continue' }));
    expect(backend.calls(SIGNER_ROUTES.consent)[0]?.json()).toEqual({ agree: true });
    const heading = await screen.findByRole('heading', { level: 1, name: 'Engagement Letter' });
    await waitFor(() => expect(heading).toHaveFocus());
  });

  it('a failure is shown and the tick stays', async () => {
    signingBackend(buildSession(), { consent: () => json(500, { detail: 'Internal Server Error' }) });
    renderApp(path);
    const u = user();
    await u.click(await screen.findByRole('checkbox', { name: CONSENT_LABEL }));
    await u.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Internal Server Error');
    expect(screen.getByRole('checkbox', { name: CONSENT_LABEL })).toBeChecked();
    expect(screen.getByRole('button', { name: 'Continue' })).toBeEnabled();
  });

  it('can be declined with a reason', async () => {
    const backend = signingBackend(buildSession());
    renderApp(path);
    const u = user();
    await u.click(await screen.findByRole('button', { name: 'Decline to sign' }));
    const dialog = await screen.findByRole('dialog', { name: 'Decline to sign?' });
    await u.type(within(dialog).getByLabelText('Reason'), 'Wrong company name');
    await u.click(within(dialog).getByRole('button', { name: 'Decline to sign' }));
    expect(await screen.findByRole('heading', { name: 'You declined to sign' })).toBeVisible();
    expect(backend.calls(SIGNER_ROUTES.decline)[0]?.json()).toEqual({ reason: 'Wrong company name' });
  });
});

describe('the document', () => {
  it('shows skeletons, then each page of the frozen PDF, with the signer’s field marked and brought into view', async () => {
    const file = deferred<Response>();
    signingBackend(consentedSession(), { pdf: () => file.promise });
    renderApp(path);
    await screen.findByRole('heading', { level: 1, name: 'Engagement Letter' });
    expect(screen.getAllByTestId('page-skeleton')).toHaveLength(2);
    expect(screen.getByRole('status')).toHaveTextContent('Loading the document');

    file.resolve(new Response(PDF_BYTES, { headers: { 'Content-Type': 'application/pdf' } }));
    expect(await screen.findByRole('img', { name: 'Page 2 of 2' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Page 1 of 2' })).toBeInTheDocument();
    expect(screen.queryByTestId('page-skeleton')).not.toBeInTheDocument();
    expect(new Uint8Array(pdf.open.mock.calls[0]?.[0] as ArrayBuffer)).toEqual(PDF_BYTES);

    // 600 px for 595 pt: the field at x 72, y 150 (bottom-up), 220 x 60, on page 2 only.
    const field = screen.getByTestId('signature-field');
    expect(field.closest('[data-page]')).toHaveAttribute('data-page', '2');
    const scale = 600 / 595;
    const px = (value: string) => Number.parseFloat(value);
    expect(px(field.style.left)).toBeCloseTo(72 * scale);
    expect(px(field.style.top)).toBeCloseTo((842 - 210) * scale);
    expect(px(field.style.width)).toBeCloseTo(220 * scale);
    expect(px(field.style.height)).toBeCloseTo(60 * scale);
    const marker = screen.getByRole('button', { name: 'Sign here, page 2' });
    await waitFor(() => expect(layout.scrollIntoView).toHaveBeenCalled());
    expect(layout.scrollIntoView.mock.contexts[0]).toBe(marker);

    await user().click(marker);
    expect(screen.getByRole('heading', { name: 'Adopt your signature' })).toHaveFocus();
  });

  it('says a signature page is added when the document has no field', async () => {
    signingBackend(consentedSession({ signature_fields: [] }));
    renderApp(path);
    expect(await screen.findByText(/placed on a signature page added at the end/)).toBeVisible();
    await screen.findByRole('img', { name: 'Page 2 of 2' });
    expect(screen.queryByRole('button', { name: /Sign here/ })).not.toBeInTheDocument();
  });

  it('a PDF that fails to load can be tried again', async () => {
    const backend = signingBackend(consentedSession(), {
      pdf: () => json(500, { detail: 'Storage is down' }),
    });
    renderApp(path);
    expect(await screen.findByRole('alert')).toHaveTextContent('Storage is down');
    backend.routes[SIGNER_ROUTES.pdf] = () => new Response(PDF_BYTES);
    await user().click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('img', { name: 'Page 1 of 2' })).toBeInTheDocument();
  });

  it('a link voided while open turns into the dead-link page', async () => {
    signingBackend(consentedSession(), {
      pdf: gone(410, 'This signing link is no longer valid: the sender voided the request.'),
    });
    renderApp(path);
    expect(
      await screen.findByRole('heading', { name: 'This signing link can no longer be used' }),
    ).toBeVisible();
  });
});

describe('adopting a signature', () => {
  async function openDocument(overrides: Parameters<typeof signingBackend>[1] = {}) {
    const backend = signingBackend(consentedSession(), overrides);
    renderApp(path);
    await screen.findByRole('img', { name: 'Page 2 of 2' });
    return backend;
  }

  it('typed: the name is prefilled, shown in the handwriting face and sent; then the signed page', async () => {
    const answer = deferred<Response>();
    const backend = await openDocument({ sign: () => answer.promise });
    const u = user();
    const name = screen.getByLabelText('Your full name');
    expect(name).toHaveValue('Maria Rivera');
    await u.clear(name);
    await u.click(screen.getByRole('button', { name: 'Sign' }));
    expect(screen.getByText('Type your name to sign.')).toBeVisible();
    expect(backend.calls(SIGNER_ROUTES.sign)).toHaveLength(0);

    await u.type(name, 'Maria T. Rivera');
    // Shown in the field on the page, as it will be stamped.
    expect(within(screen.getByTestId('signature-field')).getByText('Maria T. Rivera')).toBeInTheDocument();
    await u.click(screen.getByRole('button', { name: 'Sign' }));
    expect(screen.getByRole('button', { name: 'Signing…' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Decline to sign' })).toBeDisabled();
    expect(backend.calls(SIGNER_ROUTES.sign)[0]?.json()).toEqual({
      signature: { kind: 'typed', text: 'Maria T. Rivera' },
    });
    answer.resolve(json(200, { recipient_status: 'signed', request_status: 'partially_signed' }));
    expect(await screen.findByText(SIGNED_MESSAGE)).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Thank you' })).toHaveFocus();
  });

  it('drawn: the trimmed drawing is sent as a PNG data URL; Clear empties it', async () => {
    const backend = await openDocument();
    const u = user();
    await u.click(screen.getByRole('tab', { name: 'Draw' }));
    expect(screen.getByRole('img', { name: /Signature pad/ })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Clear' })).toBeDisabled();

    pads.FakeSignaturePad.current?.stroke();
    await u.click(await screen.findByRole('button', { name: 'Clear' }));
    await u.click(screen.getByRole('button', { name: 'Sign' }));
    expect(screen.getByText('Draw your signature to sign.')).toBeVisible();

    pads.FakeSignaturePad.current?.stroke();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Clear' })).toBeEnabled());
    await u.click(screen.getByRole('button', { name: 'Sign' }));
    expect(await screen.findByText(SIGNED_MESSAGE)).toBeVisible();
    expect(backend.calls(SIGNER_ROUTES.sign)[0]?.json()).toEqual({
      signature: { kind: 'drawn', image: 'data:image/png;base64,iVBORw0KGgo=' },
    });
  });

  it('a failed Sign shows the server’s words and keeps the signature', async () => {
    await openDocument({ sign: () => json(409, { detail: 'It is not your turn to sign yet.' }) });
    const u = user();
    const name = screen.getByLabelText('Your full name');
    await u.clear(name);
    await u.type(name, 'M. Rivera');
    await u.click(screen.getByRole('button', { name: 'Sign' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('It is not your turn to sign yet.');
    expect(name).toHaveValue('M. Rivera');
    expect(screen.getByRole('button', { name: 'Sign' })).toBeEnabled();
  });

  it('a Sign answered 410 (voided meanwhile) shows the dead-link page', async () => {
    await openDocument({
      sign: gone(410, 'This signing link is no longer valid: the sender voided the request.'),
    });
    await user().click(screen.getByRole('button', { name: 'Sign' }));
    expect(
      await screen.findByRole('heading', { name: 'This signing link can no longer be used' }),
    ).toBeVisible();
  });

  it('Decline asks for a reason, keeps it on a failure, then shows the declined page', async () => {
    let fail = true;
    const backend = await openDocument({
      decline: () =>
        fail
          ? json(500, { detail: 'Internal Server Error' })
          : json(200, { recipient_status: 'declined', request_status: 'declined' }),
    });
    const u = user();
    await u.click(screen.getByRole('button', { name: 'Decline to sign' }));
    const dialog = await screen.findByRole('dialog', { name: 'Decline to sign?' });
    expect(within(dialog).getByLabelText('Reason')).toHaveFocus();
    await u.click(within(dialog).getByRole('button', { name: 'Decline to sign' }));
    expect(within(dialog).getByText('Say why you are declining.')).toBeVisible();
    expect(backend.calls(SIGNER_ROUTES.decline)).toHaveLength(0);

    await u.type(within(dialog).getByLabelText('Reason'), 'The fee is wrong');
    await u.click(within(dialog).getByRole('button', { name: 'Decline to sign' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Internal Server Error');
    expect(within(dialog).getByLabelText('Reason')).toHaveValue('The fee is wrong');

    fail = false;
    await u.click(within(dialog).getByRole('button', { name: 'Decline to sign' }));
    expect(await screen.findByRole('heading', { name: 'You declined to sign' })).toBeVisible();
    expect(backend.calls(SIGNER_ROUTES.decline).at(-1)?.json()).toEqual({ reason: 'The fee is wrong' });
    expect(document.title).toBe('Declined · Hartley & Cole LLP');
  });
});
