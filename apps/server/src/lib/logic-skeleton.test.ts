import { LOGIC_NESTING_MAX, logicProblems } from '@lexdraft/core';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { editorDocument } from '../test/editor-arbitraries.js';
import { documentJsonToHtml, htmlToDocumentJson } from './editor-document.js';
import { sanitizeDocumentHtml } from './html-sanitizer.js';
import { hasStoredLogic, logicSkeleton } from './logic-skeleton.js';
import { structureStoredHtml } from './stored-logic.js';

// The save path checks stored logic on a skeleton read in one pass; it must say exactly what the
// check on the document parsed into the schema says.

function sanitized(html: string): string {
  const result = sanitizeDocumentHtml(html);
  if (!result.ok) throw new Error('refused');
  return result.html;
}

const nested = (depth: number, open: string, close: string) =>
  `${open.repeat(depth)}<p>x</p>${close.repeat(depth)}`;

// Each with its own condition: the same condition twice is one mark in the schema.
const spans = (depth: number) =>
  Array.from({ length: depth }, (_, index) => `<span data-if="b${index}">`).join('');

describe('logicSkeleton', () => {
  it.each([
    ['a condition', '<div data-if="entity.entity_type == "><p>x</p></div>'],
    ['quotes and markup', '<div data-if="a == &quot;LLC&quot; and b &lt; 3 or <b>"><p>x</p></div>'],
    ['an inline condition', '<p>a <span data-if="x and">b</span></p>'],
    ['a repeat without a name', '<div data-each="entity.owners"><p>x</p></div>'],
    [
      'a repeated row',
      '<table><tbody><tr data-each="sellers" data-as="loop"><td><p>x</p></td></tr></tbody></table>',
    ],
    [
      'a format',
      '<p><span data-merge-field="amount" data-format="nonsense">{{amount | nonsense}}</span></p>',
    ],
    [
      'good logic',
      '<div data-if="a"><p><span data-if="b">c</span><br />d</p><div data-else=""><p>e</p></div></div>',
    ],
    ['deep blocks', nested(LOGIC_NESTING_MAX + 1, '<div data-each="l" data-as="i">', '</div>')],
    [
      'deep inline',
      `<div data-if="a"><p>${spans(LOGIC_NESTING_MAX)}x${'</span>'.repeat(LOGIC_NESTING_MAX)}</p></div>`,
    ],
    ['not deep inline', `<p>${spans(LOGIC_NESTING_MAX)}x${'</span>'.repeat(LOGIC_NESTING_MAX)}</p>`],
    ['not deep', nested(LOGIC_NESTING_MAX, '<div data-if="a">', '</div>')],
  ])('finds the problems the schema finds: %s', (_, html) => {
    const clean = sanitized(html);
    expect(hasStoredLogic(clean)).toBe(true);
    expect(logicProblems(logicSkeleton(clean))).toEqual(logicProblems(htmlToDocumentJson(clean)));
  });

  it('agrees with the schema on any editor document', () => {
    fc.assert(
      fc.property(editorDocument, (json) => {
        const html = sanitized(documentJsonToHtml(json));
        expect(logicProblems(logicSkeleton(html))).toEqual(logicProblems(json));
      }),
      { numRuns: 30 },
    );
  }, 60_000);
});

describe('structureStoredHtml', () => {
  it('keeps HTML without typed markers as it is, and HTML whose markers do not pair', () => {
    const stored =
      '<div data-if="a"><p><span data-merge-field="n" data-format="upper">{{n | upper}}</span></p></div>';
    expect(structureStoredHtml(stored)).toEqual({ ok: true, html: stored });
    expect(structureStoredHtml('<p>{{#if a}}</p><p>{{/each}}</p>')).toEqual({
      ok: true,
      html: '<p>{{#if a}}</p><p>{{/each}}</p>',
    });
  });
});
