import type { RunningApp } from '../../e2e/support/app-process.js';
import { contentOf, type DocumentBody } from './documents.js';
import { call } from './http.js';
import type { Vector } from './xss-vectors.js';

// Saves the XSS corpus through the API, each vector where it belongs. A 4xx is a refusal (safe,
// and listed); anything saved is opened later in the browser.

/** A document to open in the editor and in preview, and the vectors it holds. */
export type Opening = { documentId: string; name: string; vectors: Vector[] };
export type Refusal = { vector: Vector; why: string };
export type Seeded = { openings: Opening[]; refusals: Refusal[]; templates: number };

const field = (key: string) => `<span data-merge-field="${key}">{{${key}}}</span>`;

/**
 * Saves every vector; answers what to open, what the API refused and how many templates it saved.
 * The calls take turns among `tokens` (users of one firm): a new document with content counts
 * against its user's limit on content saves, and the seeding must stay under it.
 */
export async function seedVectors(app: RunningApp, tokens: string[], vectors: Vector[]): Promise<Seeded> {
  const seeded: Seeded = { openings: [], refusals: [], templates: 0 };
  let calls = 0;
  const api = async (method: string, path: string, json: unknown) => {
    const token = tokens[calls++ % tokens.length];
    const answer = await call(app.url, method, path, { token, json });
    // A limit is no verdict on the vector: the seeding must stay under it, so it fails loudly.
    if (answer.status === 429 || answer.status >= 500 || (answer.status >= 300 && answer.status < 400))
      throw new Error(`${method} ${path}: ${answer.status} ${answer.text.slice(0, 200)}`);
    return {
      answer,
      refused: answer.status >= 400 ? `${answer.status} ${answer.detail().slice(0, 100)}` : undefined,
    };
  };
  /** A document created with the HTML as its first version, in one call; undefined, with the vectors refused, when it is refused. */
  const documentWith = async (
    name: string,
    html: string,
    held: Vector[],
    values: Record<string, string> = {},
  ) => {
    const { answer, refused } = await api('POST', '/docs/documents', {
      name,
      content: contentOf(html, values),
    });
    if (refused) for (const vector of held) seeded.refusals.push({ vector, why: refused });
    return refused ? undefined : answer.json<DocumentBody>();
  };
  const open = (document: DocumentBody | undefined, held: Vector[]) => {
    if (document) seeded.openings.push({ documentId: document.id, name: document.name, vectors: held });
  };

  const batches = new Map<string, Vector[]>();
  for (const [index, vector] of vectors.entries()) {
    if (vector.batch) {
      batches.set(vector.batch, [...(batches.get(vector.batch) ?? []), vector]);
      continue;
    }
    const name = `XSS ${vector.id}`;
    switch (vector.in) {
      case 'html':
        open(await documentWith(name, `<p>before ${vector.id}</p>${vector.payload}<p>after</p>`, [vector]), [
          vector,
        ]);
        break;
      case 'value':
        open(
          await documentWith(name, `<p>Dear ${field('client.name')}</p>`, [vector], {
            'client.name': vector.payload,
          }),
          [vector],
        );
        break;
      case 'smart-field-label':
      case 'smart-field-default': {
        const key = `xss_smart_${index}`;
        const label = vector.in === 'smart-field-label' ? vector.payload : `Default ${vector.id}`;
        const defaults = vector.in === 'smart-field-default' ? { default_value: vector.payload } : {};
        const { refused } = await api('POST', '/docs/smart-fields', { key, label, ...defaults });
        if (refused) seeded.refusals.push({ vector, why: refused });
        else open(await documentWith(name, `<p>Field ${field(key)}</p>`, [vector]), [vector]);
        break;
      }
      case 'custom-field-name':
      case 'custom-field-value': {
        const key = `xss_custom_${index}`;
        const document = await documentWith(name, `<p>Custom ${field(key)}</p>`, [vector]);
        if (!document) break;
        const custom =
          vector.in === 'custom-field-name'
            ? { name: vector.payload, value: 'a value' }
            : { name: key, value: vector.payload };
        const { refused } = await api('PUT', `/docs/documents/${document.id}/custom-fields`, {
          custom_fields: [custom],
        });
        if (refused) seeded.refusals.push({ vector, why: refused });
        else open(document, [vector]);
        break;
      }
      case 'document-name':
        open(await documentWith(vector.payload, `<p>Named ${vector.id}</p>`, [vector]), [vector]);
        break;
      default: {
        const { refused } = await api('POST', '/docs/field-templates', {
          name: vector.in === 'field-template-name' ? vector.payload : `Template ${vector.id}`,
          values: { 'client.name': vector.in === 'field-template-value' ? vector.payload : 'Ada Lovelace' },
          ...(vector.in === 'field-template-description' ? { description: vector.payload } : {}),
        });
        if (refused) seeded.refusals.push({ vector, why: refused });
        else seeded.templates += 1;
      }
    }
  }
  for (const [batch, held] of batches) {
    const html = held.map((vector) => `<p>before ${vector.id}</p>${vector.payload}`).join('');
    open(await documentWith(`XSS ${batch}`, `${html}<p>after</p>`, held), held);
  }
  return seeded;
}
