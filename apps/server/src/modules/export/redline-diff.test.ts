import { createSchemaExtensions, listSuggestions, redlineDocument } from '@lexdraft/editor-schema';
import { getSchema } from '@tiptap/core';
import { Node as ProseMirrorNode } from '@tiptap/pm/model';
import { describe, expect, it } from 'vitest';
import { documentJsonToHtml, htmlToDocumentJson } from '../../lib/editor-document.js';

// redlineDocument (packages/editor-schema/src/redline-diff.ts) on the real schema: the documents
// are read from stored HTML as the server reads them, and the redline written back as HTML.

const schema = getSchema(createSchemaExtensions());
const AT = '2026-11-29T10:00:00.000Z';
const AUTHOR = { id: 'u1', name: 'Ann Lee' };
const by = `data-author-id="u1" data-author-name="Ann Lee" data-at="${AT}"`;
const doc = (html: string) => ProseMirrorNode.fromJSON(schema, htmlToDocumentJson(html));
const field = (id: string) => `<span data-merge-field="${id}">{{${id}}}</span>`;

function redline(before: string, after: string) {
  const result = redlineDocument(doc(before), doc(after), AUTHOR, AT);
  result.check();
  return { html: documentJsonToHtml(result.toJSON()), suggestions: listSuggestions(result) };
}

describe('redlineDocument', () => {
  it('marks an inserted word', () => {
    const { html, suggestions } = redline('<p>Pay the fee.</p>', '<p>Pay the whole fee.</p>');
    expect(html).toMatch(
      /<p>Pay the <ins data-suggestion="redline-\d+" [^>]*>whole <\/ins>fee\.<\/p>|<p>Pay the <ins data-suggestion="redline-\d+" [^>]*>whole<\/ins> fee\.<\/p>/,
    );
    expect(html).toContain(by);
    expect(suggestions).toEqual([
      expect.objectContaining({
        kind: 'insert',
        text: 'whole',
        author: { id: 'u1', name: 'Ann Lee' },
        at: AT,
      }),
    ]);
  });

  it('puts a deleted word back under a deletion mark', () => {
    const { html, suggestions } = redline('<p>Pay the whole fee.</p>', '<p>Pay the fee.</p>');
    expect(html).toMatch(/<del data-suggestion="redline-\d+" [^>]*>(whole |whole)<\/del>/);
    expect(suggestions.map(({ kind, text }) => ({ kind, text }))).toEqual([
      { kind: 'delete', text: 'whole' },
    ]);
  });

  it('writes a replacement as a deletion and an insertion sharing one id', () => {
    const { html, suggestions } = redline('<p>Within ten days.</p>', '<p>Within twelve days.</p>');
    expect(html).toContain(
      `<del data-suggestion="redline-1" ${by}>ten</del><ins data-suggestion="redline-1" ${by}>twelve</ins>`,
    );
    expect(suggestions.map(({ id, kind, text }) => ({ id, kind, text }))).toEqual([
      { id: 'redline-1', kind: 'delete', text: 'ten' },
      { id: 'redline-1', kind: 'insert', text: 'twelve' },
    ]);
  });

  it('marks an added paragraph whole, as a node', () => {
    const { html, suggestions } = redline(
      '<p>First.</p><p>Third.</p>',
      '<p>First.</p><p>A new clause entirely.</p><p>Third.</p>',
    );
    expect(html).toContain(`<ins data-suggestion="redline-1" ${by}><p>A new clause entirely.</p></ins>`);
    expect(suggestions).toEqual([
      expect.objectContaining({ kind: 'insert', text: 'A new clause entirely.' }),
    ]);
  });

  it('puts a removed paragraph back whole under a deletion node mark', () => {
    const { html } = redline('<p>First.</p><p>Gone for good.</p><p>Third.</p>', '<p>First.</p><p>Third.</p>');
    expect(html).toBe(
      `<p>First.</p><del data-suggestion="redline-1" ${by}><p>Gone for good.</p></del><p>Third.</p>`,
    );
  });

  it('keeps merge fields, unchanged or moved, as fields', () => {
    const { html, suggestions } = redline(
      `<p>Between ${field('client.name')} and the firm.</p>`,
      `<p>Between ${field('client.name')} and ${field('firm.name')}.</p>`,
    );
    expect(html).toContain(`Between ${field('client.name')} and `);
    expect(html).toContain(`<ins data-suggestion="redline-1" ${by}>${field('firm.name')}</ins>`);
    expect(html).toContain(`<del data-suggestion="redline-1" ${by}>the firm</del>`);
    expect(suggestions.map(({ kind, text }) => ({ kind, text }))).toEqual([
      { kind: 'delete', text: 'the firm' },
      { kind: 'insert', text: '{{firm.name}}' },
    ]);
  });

  it('compares list items inside a list and answers the newer document when nothing changed', () => {
    const { html } = redline(
      '<ul><li><p>One</p></li><li><p>Two</p></li></ul>',
      '<ul><li><p>One</p></li><li><p>Two</p></li><li><p>Three</p></li></ul>',
    );
    expect(html).toContain(`<ins data-suggestion="redline-1" ${by}><li><p>Three</p></li></ins>`);
    const same = doc('<p>Same <strong>text</strong>.</p>');
    expect(redlineDocument(same, doc('<p>Same <strong>text</strong>.</p>'), AUTHOR, AT).eq(same)).toBe(true);
  });

  it('drops comment marks from removed text and keeps those on the newer text', () => {
    const { html } = redline(
      '<p>Pay <span data-comment="t1">ten</span> days.</p>',
      '<p>Pay <span data-comment="t2">twelve</span> days.</p>',
    );
    expect(html).not.toContain('data-comment="t1"');
    expect(html).toContain('<span data-comment="t2">twelve</span>');
  });
});
