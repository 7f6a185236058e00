import type { SigningSession } from '@lexdraft/contract';
import { SIGNING_CONSENT_DISCLOSURE, SIGNING_CONSENT_VERSION } from '@lexdraft/core';
import { vi } from 'vitest';
import { fakeBackend, json, type RouteHandler } from '@/test/fake-backend';

// The signing page's tests: a signer's session as the server answers it, a backend for the six
// signer routes at the wire, and the little of a browser jsdom lacks (layout, observers, canvas).

export const TOKEN = 'sig_Zq3T9xV1pL0aKcYb8N2mW4eR7uI5oP6sD';
export const PDF_BYTES = new Uint8Array([37, 80, 68, 70, 45, 49, 46, 55]); // "%PDF-1.7"

/** The session of a signer who has done nothing yet, on a request without an access code. */
export function buildSession(overrides: Partial<SigningSession> = {}): SigningSession {
  return {
    document_name: 'Engagement Letter',
    firm_name: 'Hartley & Cole LLP',
    sender_name: 'Alex Morgan',
    message: 'Please sign by Friday.',
    recipient: { name: 'Maria Rivera', email: 'maria@example.com', role: 'signer', status: 'sent' },
    expires_at: '2026-12-18T12:00:00.000Z',
    access_code_required: false,
    access_code_verified: false,
    consent: { version: SIGNING_CONSENT_VERSION, disclosure: SIGNING_CONSENT_DISCLOSURE, given_at: null },
    document_sha256: 'ab'.repeat(32),
    page_count: 2,
    signature_fields: [{ page: 2, x: 72, y: 150, width: 220, height: 60 }],
    ...overrides,
  };
}

/** A session past the code and the consent: the document step. */
export function consentedSession(overrides: Partial<SigningSession> = {}): SigningSession {
  const session = buildSession(overrides);
  return { ...session, consent: { ...session.consent, given_at: '2026-11-02T10:00:00.000Z' } };
}

const base = `/api/signing/${TOKEN}`;
export const SIGNER_ROUTES = {
  session: `GET ${base}`,
  pdf: `GET ${base}/pdf`,
  code: `POST ${base}/access-code`,
  consent: `POST ${base}/consent`,
  sign: `POST ${base}/sign`,
  decline: `POST ${base}/decline`,
};

type SignerRoute = keyof typeof SIGNER_ROUTES;

/**
 * The signer's API as the server answers it for a good link: the session, the PDF, a code of
 * 123456, consent, sign and decline; `overrides` replace any route's answer.
 */
export function signingBackend(
  session: SigningSession,
  overrides: Partial<Record<SignerRoute, RouteHandler>> = {},
) {
  let current = session;
  const handlers: Record<SignerRoute, RouteHandler> = {
    session: () => json(200, current),
    pdf: () => new Response(PDF_BYTES, { status: 200, headers: { 'Content-Type': 'application/pdf' } }),
    code: (request) => {
      const { code } = request.json() as { code: string };
      if (code !== '123456') {
        return json(422, {
          detail: 'That access code is not right. 4 tries left before this link is locked.',
        });
      }
      current = { ...current, access_code_verified: true };
      return json(200, current);
    },
    consent: () => {
      current = { ...current, consent: { ...current.consent, given_at: '2026-11-02T10:00:00.000Z' } };
      return json(200, current);
    },
    sign: () => json(200, { recipient_status: 'signed', request_status: 'partially_signed' }),
    decline: () => json(200, { recipient_status: 'declined', request_status: 'declined' }),
    ...overrides,
  };
  return fakeBackend(
    Object.fromEntries(
      (Object.keys(SIGNER_ROUTES) as SignerRoute[]).map((route) => [SIGNER_ROUTES[route], handlers[route]]),
    ),
  );
}

/** A gone link's answer. */
export const gone =
  (status: number, detail: string): RouteHandler =>
  () =>
    json(status, { detail });

/** A fake of pdf.js's document for `openPdf`: A4 pages that "render" at once. */
export function fakePdf(numPages: number) {
  const page = (pageNumber: number) => ({
    pageNumber,
    getViewport: ({ scale }: { scale: number }) => ({
      width: 595 * scale,
      height: 842 * scale,
      // PDF space (origin bottom-left) to the canvas's (origin top-left), as pdf.js maps an unrotated page.
      convertToViewportRectangle: ([x1 = 0, y1 = 0, x2 = 0, y2 = 0]: number[]) => [
        x1 * scale,
        (842 - y1) * scale,
        x2 * scale,
        (842 - y2) * scale,
      ],
    }),
    render: vi.fn(() => ({ promise: Promise.resolve(), cancel: () => undefined })),
  });
  return {
    numPages,
    getPage: vi.fn(async (number: number) => page(number)),
    destroy: vi.fn(async () => undefined),
  };
}

/**
 * What jsdom lacks and the page measures with: a column 600 px wide, observers that report the
 * element in view at once, scrollIntoView, and a 2D canvas whose drawing is a single inked pixel.
 */
export function stubSigningLayout() {
  vi.stubGlobal(
    'ResizeObserver',
    class {
      observe() {}
      unobserve() {}
      disconnect() {}
    },
  );
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      constructor(private readonly callback: IntersectionObserverCallback) {}
      observe(target: Element) {
        this.callback(
          [{ isIntersecting: true, target } as IntersectionObserverEntry],
          this as unknown as IntersectionObserver,
        );
      }
      unobserve() {}
      disconnect() {}
    },
  );
  const spies = [
    vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(600),
    vi.spyOn(HTMLElement.prototype, 'offsetWidth', 'get').mockReturnValue(300),
    vi.spyOn(HTMLElement.prototype, 'offsetHeight', 'get').mockReturnValue(100),
    vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockImplementation(
      () =>
        ({
          scale: () => undefined,
          drawImage: () => undefined,
          getImageData: (_x: number, _y: number, width: number, height: number) => {
            const data = new Uint8ClampedArray(width * height * 4);
            data[(10 * width + 20) * 4 + 3] = 255;
            return { data, width, height };
          },
        }) as unknown as CanvasRenderingContext2D,
    ),
    vi.spyOn(HTMLCanvasElement.prototype, 'toDataURL').mockReturnValue('data:image/png;base64,iVBORw0KGgo='),
  ];
  const scrollIntoView = vi.fn();
  Element.prototype.scrollIntoView = scrollIntoView;
  return {
    scrollIntoView,
    restore: () => {
      for (const spy of spies) spy.mockRestore();
      Reflect.deleteProperty(Element.prototype, 'scrollIntoView');
    },
  };
}
