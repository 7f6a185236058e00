import { createSchemaExtensions } from '@lexdraft/editor-schema';
import { LETTER_HTML } from '@lexdraft/editor-schema/fixtures';
import { getSchema } from '@tiptap/core';
import { DOMSerializer, Node as ProseMirrorNode } from '@tiptap/pm/model';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { documentJsonToHtml, htmlToDocumentJson } from '../../../lib/editor-document.js';
import { editorDocument } from '../../../test/editor-arbitraries.js';
import { htmlStringSerializer } from './html-string.js';

const schema = getSchema(createSchemaExtensions());
const toHtml = htmlStringSerializer(DOMSerializer.fromSchema(schema));
const viaString = (json: object) => toHtml(ProseMirrorNode.fromJSON(schema, json));
// The DOM writes a style attribute back with a closing semicolon; the declarations are the same.
const viaDom = (json: object) => documentJsonToHtml(json).replace(/(style="[^"]*);"/g, '$1"');

describe('htmlStringSerializer', () => {
  it('writes the HTML the editor stores, without a DOM', () => {
    const json = htmlToDocumentJson(
      `${LETTER_HTML}<h2 style="text-align: center">Terms &amp; "fees"</h2><ol start="3"><li><p>One <a href="https://firm.example/?a=1&amp;b=2">link</a></p><ul><li><p><em>nested</em></p></li></ul></li></ol><table><tbody><tr><th colspan="2"><p>Head</p></th></tr><tr><td><p><span style="font-size: 18px">big</span> <s>gone</s></p></td><td><p><code>x &lt; y</code></p></td></tr></tbody></table><blockquote><p>Quote</p></blockquote><hr><img src="/api/docs/assets/11111111-1111-4111-8111-111111111111/22222222-2222-4222-8222-222222222222.png" alt="Seal &lt;1&gt;" width="120">`,
    );
    expect(viaString(json)).toBe(viaDom(json));
  });

  it('agrees with the DOM serializer on any document the editor can make', () => {
    fc.assert(
      fc.property(editorDocument, (json) => {
        expect(viaString(json)).toBe(viaDom(json));
      }),
      { numRuns: 100 },
    );
  }, 60_000);
});
