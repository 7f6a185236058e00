import type { ExportDocument, ExportImage, FieldText } from '../export-document.js';
import { buildDocx } from './render-docx.js';

// The task each thread of the Word export's pool runs (render-pool.ts): the document crosses as
// cloned data, so the field texts come as a map in place of the lookup function, and the images'
// bytes arrive as plain Uint8Arrays, made Buffers again for the docx package.

/**
 * An export document as it crosses to the thread: each printed field's text in place of `field`,
 * and a big body as the JSON text it was read as (body-json-pool.ts), which crosses as one copy.
 */
export type DocxTask = Omit<ExportDocument, 'field' | 'body'> & {
  body: ExportDocument['body'] | { jsonText: string };
  fields: Map<string, FieldText>;
};

const asBuffer = (bytes: Uint8Array) => Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
const withBuffer = (image: ExportImage): ExportImage => ({ ...image, bytes: asBuffer(image.bytes) });

/** The .docx of the document, as bytes. */
export default async function renderDocxTask({ fields, body, ...doc }: DocxTask): Promise<Uint8Array> {
  return buildDocx({
    ...doc,
    body: 'jsonText' in body && typeof body.jsonText === 'string' ? JSON.parse(body.jsonText) : body,
    // Every field the body prints was looked up before crossing; any other prints its id, unresolved.
    field: (id) => fields.get(id) ?? { text: id, unresolved: true },
    images: new Map([...doc.images].map(([src, image]) => [src, withBuffer(image)])),
    logo: doc.logo && withBuffer(doc.logo),
    letterhead: doc.letterhead && { ...doc.letterhead, image: withBuffer(doc.letterhead.image) },
  });
}
