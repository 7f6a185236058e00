import { createSchemaExtensions, documentPlainText } from '@lexdraft/editor-schema';
import { strFromU8, unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { documentJsonToHtml, htmlToDocumentJson } from '../../lib/editor-document.js';
import { sanitizeDocumentHtml } from '../../lib/html-sanitizer.js';
import { exportDocumentOf } from '../../test/export.js';
import { renderDocx } from './docx/render-docx.js';
import { printBodyHtml } from './pdf/print-body.js';

// A Signature field through everything that handles document HTML: the sanitizer, the schema, the
// print and the Word export. Its place in a printed PDF is checked in signatures/seal/find-fields.test.ts.

const FIELD = '<div data-signature-field="2">Signature: signer 2</div>';

describe('Signature field', () => {
  it('is kept by the sanitizer with a signer from 1 to 20, and loses a value that names none', () => {
    const clean = (html: string) => {
      const result = sanitizeDocumentHtml(html);
      if (!result.ok) throw new Error('refused');
      return result.html;
    };
    expect(clean(FIELD)).toBe(FIELD);
    expect(clean('<div data-signature-field="20" onclick="x()">S</div>')).toBe(
      '<div data-signature-field="20">S</div>',
    );
    for (const bad of ['0', '21', 'x', '1 onmouseover=alert(1)'])
      expect(clean(`<div data-signature-field="${bad}">S</div>`)).toBe('<div>S</div>');
  });

  it('reads back as a signatureField node and writes the same HTML', () => {
    const json = htmlToDocumentJson(`<p>Agreed:</p>${FIELD}`);
    expect(json.content?.[1]).toEqual({ type: 'signatureField', attrs: { signer: 2 } });
    expect(documentJsonToHtml(json)).toBe(`<p>Agreed:</p>${FIELD}`);
    expect(documentPlainText(json, createSchemaExtensions())).toBe('Agreed:\n\n[Signature: signer 2]');
  });

  it('prints as a box with its line, label and signer, and no marker text (issue 29)', () => {
    const box = (place: string) =>
      `<div class="signature-field" data-signature-field="2">${place}<div class="signature-line"></div>` +
      '<div class="signature-label"><span>Signature</span><span>Signer 2</span></div></div>';
    expect(printBodyHtml(exportDocumentOf(FIELD))).toBe(box(''));
    // The export's print marks the box with an empty link to a URL of that print's own.
    const marker = '0b5e4b1c-7c0e-4d0a-9c39-3f1f6f7a2b10';
    expect(printBodyHtml(exportDocumentOf(FIELD), marker)).toBe(
      box(
        `<a class="signature-place" href="https://signature-field.lexdraft.invalid/${marker}/2" aria-hidden="true" tabindex="-1"></a>`,
      ),
    );
  });

  it('is a labelled line in the Word export', async () => {
    const file = await renderDocx(exportDocumentOf(`<p>Agreed:</p>${FIELD}`));
    const xml = strFromU8(unzipSync(new Uint8Array(file))['word/document.xml']!);
    const texts = Array.from(xml.matchAll(/<w:t(?: [^>]*)?>([^<]*)<\/w:t>/g), (match) => match[1]);
    expect(texts).toEqual(['Agreed:', '_'.repeat(36), 'Signature · Signer 2']);
    expect(xml).toMatch(/<w:keepLines\/>/);
  });
});
