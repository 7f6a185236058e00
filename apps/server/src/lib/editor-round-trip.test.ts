import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { editorDocument } from '../test/editor-arbitraries.js';
import { documentJsonToHtml, htmlToDocumentJson } from './editor-document.js';
import { sanitizeDocumentHtml } from './html-sanitizer.js';

describe('editor documents through the server sanitizer', () => {
  // 100 documents per run (about 4 s); fast-check's seed is printed with any counterexample to replay it.
  it('survive editor JSON -> stored HTML -> sanitizer -> JSON unchanged', () => {
    fc.assert(
      fc.property(editorDocument, (json) => {
        const html = documentJsonToHtml(json);
        const sanitized = sanitizeDocumentHtml(html);
        if (!sanitized.ok) throw new Error(`refused: ${sanitized.reason}`);
        expect(htmlToDocumentJson(sanitized.html)).toEqual(json);
      }),
      { numRuns: 100 },
    );
  }, 120_000);
});
