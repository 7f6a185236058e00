import { createSchemaExtensions, listSuggestions, settleSuggestions } from '@lexdraft/editor-schema';
import { getSchema } from '@tiptap/core';
import { Node as ProseMirrorNode } from '@tiptap/pm/model';
import { describe, expect, it } from 'vitest';
import { documentJsonToHtml, htmlToDocumentJson } from './editor-document.js';
import { sanitizeDocumentHtml } from './html-sanitizer.js';

const AT = '2026-11-29T10:00:00.000Z';
const by = `data-author-id="u1" data-author-name="Ann Lee" data-at="${AT}"`;

function roundTrip(html: string): string {
  const sanitized = sanitizeDocumentHtml(html);
  if (!sanitized.ok) throw new Error(sanitized.reason);
  return documentJsonToHtml(htmlToDocumentJson(sanitized.html));
}

describe('suggestion and comment marks (issue 31)', () => {
  it('keep their stored shapes through the sanitizer and the schema', () => {
    const html =
      `<p>Pay <del data-suggestion="s1" ${by}>ten</del><ins data-suggestion="s1" ${by}>twelve</ins> ` +
      '<span data-comment="t1">days <span data-comment="t2">after</span></span> notice.</p>';
    const out = roundTrip(html);
    expect(out).toContain(`<del data-suggestion="s1" ${by}>ten</del>`);
    expect(out).toContain(`<ins data-suggestion="s1" ${by}>twelve</ins>`);
    expect(out).toContain('<span data-comment="t1">days <span data-comment="t2">after</span></span>');
  });

  it('reads a plain <del> as strike, and a Word author without a user id', () => {
    const out = roundTrip(
      `<p><del>struck</del> <ins data-suggestion="w3" data-author-name="Opposing Counsel" data-at="${AT}">new</ins></p>`,
    );
    expect(out).toContain('<s>struck</s>');
    expect(out).toContain(
      `<ins data-suggestion="w3" data-author-name="Opposing Counsel" data-at="${AT}">new</ins>`,
    );
  });

  it('drops attribute values that are not ids or times', () => {
    const sanitized = sanitizeDocumentHtml(
      '<p><ins data-suggestion="a b" data-author-id="x&quot;y" data-at="yesterday">x</ins><span data-comment="<t>">y</span></p>',
    );
    if (!sanitized.ok) throw new Error(sanitized.reason);
    expect(sanitized.html).not.toContain('data-suggestion');
    expect(sanitized.html).not.toContain('data-author-id');
    expect(sanitized.html).not.toContain('data-at');
    expect(sanitized.html).not.toContain('data-comment');
  });

  it('lets a whole block carry a suggestion as a node mark', () => {
    const schema = getSchema(createSchemaExtensions());
    const { insertion, deletion, bold } = schema.marks;
    if (!insertion || !deletion || !bold) throw new Error('marks missing');
    expect(schema.nodes.doc?.allowsMarkType(insertion)).toBe(true);
    expect(schema.nodes.listItem?.allowsMarkType(deletion)).toBe(true);
    expect(schema.nodes.doc?.allowsMarkType(bold)).toBe(false);
    const out = roundTrip(`<p>a</p><ins data-suggestion="s2" ${by}><p>whole</p></ins>`);
    expect(out).toContain(`<ins data-suggestion="s2" ${by}><p>whole</p></ins>`);
  });
});

describe('listing and settling suggestions on the shared schema', () => {
  const schema = getSchema(createSchemaExtensions());
  const html =
    `<p>Pay <del data-suggestion="s1" ${by}>ten</del><ins data-suggestion="s1" ${by}>twelve</ins> days; ` +
    `<ins data-suggestion="s2" data-author-name="Opposing Counsel" data-at="${AT}">net of tax</ins>.</p>`;
  const doc = () => ProseMirrorNode.fromJSON(schema, htmlToDocumentJson(html));

  it('lists each suggestion in document order with its author and text', () => {
    expect(listSuggestions(doc())).toEqual([
      { id: 's1', kind: 'delete', author: { id: 'u1', name: 'Ann Lee' }, at: AT, text: 'ten' },
      { id: 's1', kind: 'insert', author: { id: 'u1', name: 'Ann Lee' }, at: AT, text: 'twelve' },
      {
        id: 's2',
        kind: 'insert',
        author: { id: null, name: 'Opposing Counsel' },
        at: AT,
        text: 'net of tax',
      },
    ]);
  });

  it('accepts or rejects one suggestion, or all', () => {
    expect(settleSuggestions(doc(), 'accept', 's1')?.textContent).toBe('Pay twelve days; net of tax.');
    expect(settleSuggestions(doc(), 'reject', 's1')?.textContent).toBe('Pay ten days; net of tax.');
    expect(settleSuggestions(doc(), 'accept')?.textContent).toBe('Pay twelve days; net of tax.');
    expect(settleSuggestions(doc(), 'reject')?.textContent).toBe('Pay ten days; .');
    expect(listSuggestions(settleSuggestions(doc(), 'accept') ?? doc())).toEqual([]);
    expect(settleSuggestions(doc(), 'accept', 'nope')).toBeNull();
  });
});
