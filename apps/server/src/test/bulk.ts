import type { Session } from './factories.js';
import type { Firm } from './firm.js';

// What the bulk tests share: a CSV sent as a browser's FormData sends it, and a template's HTML.

/** A multipart/form-data body with one file. */
export function csvForm(text: string, field = 'file') {
  const boundary = '----bulk-generate-test';
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="rows.csv"\r\nContent-Type: text/csv\r\n\r\n`,
    ),
    Buffer.from(text),
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** POSTs a CSV to a template's bulk-generate. */
export function uploadCsv(firm: Firm, session: Session, templateId: string, text: string, field?: string) {
  const form = csvForm(text, field);
  return firm.app.inject({
    method: 'POST',
    url: `/docs/templates/${templateId}/bulk-generate`,
    payload: form.payload,
    headers: { ...form.headers, ...session.headers },
  });
}

/** A merge field as the editor stores it. */
export const field = (id: string) => `<span data-merge-field="${id}">{{${id}}}</span>`;
