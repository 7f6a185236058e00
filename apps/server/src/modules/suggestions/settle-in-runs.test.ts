import { listSuggestions, settleSuggestions } from '@lexdraft/editor-schema';
import { Node as ProseMirrorNode } from '@tiptap/pm/model';
import { describe, expect, it } from 'vitest';
import { htmlToDocumentJson, schema } from '../../lib/editor-document.js';
import { settleAllSuggestions } from './settle-in-runs.js';

// Settling run by run must give exactly what the library gives settling the whole document.

const AT = '2026-11-29T10:00:00.000Z';
const by = (id: string) =>
  `data-suggestion="${id}" data-author-id="u1" data-author-name="Ann Lee" data-at="${AT}"`;
const docOf = (html: string) => ProseMirrorNode.fromJSON(schema, htmlToDocumentJson(html));

const CASES: Record<string, string> = {
  'words in alternate paragraphs': `<p>One</p><p>Pay <del ${by('a')}>ten</del><ins ${by('a')}>twelve</ins> days.</p><p>Two</p><p>Net <ins ${by('b')}>of tax </ins>now.</p><p>Three</p>`,
  'a suggestion in the first and the last block': `<p><ins ${by('a')}>Start</ins> here</p><p>Middle</p><p>End <del ${by('b')}>now</del></p>`,
  'whole blocks inserted and deleted': `<p>Keep</p><ins ${by('a')}><p>Added clause.</p></ins><p>Keep too</p><del ${by('b')}><p>Gone clause.</p></del><p>Last</p>`,
  'a deleted paragraph break joining two blocks': `<p>Intro</p><p>First half<del ${by('c')}>\u200B</del></p><p><del ${by('c')}>\u200B</del>second half</p><p>Outro</p>`,
  'a run of marked blocks with spaces around a deletion': `<p>A</p><p>x <del ${by('d')}>gone</del> y</p><p><ins ${by('e')}>new</ins></p><p>B</p>`,
  'lists and tables': `<p>A</p><ul><li><p>one <ins ${by('f')}>more</ins></p></li><del ${by('g')}><li><p>two</p></li></del></ul><p>B</p><table><tbody><tr><td><p><del ${by('h')}>cell</del> text</p></td></tr></tbody></table><p>C</p>`,
  'every block marked': `<p><ins ${by('a')}>one</ins></p><p><del ${by('b')}>two</del> three</p>`,
};

describe('settleAllSuggestions', () => {
  for (const [name, html] of Object.entries(CASES)) {
    for (const action of ['accept', 'reject'] as const) {
      it(`${action}s as the library does: ${name}`, () => {
        const doc = docOf(html);
        expect(listSuggestions(doc).length).toBeGreaterThan(0);
        const settled = settleAllSuggestions(doc, action);
        expect(settled.toJSON()).toEqual(settleSuggestions(doc, action)!.toJSON());
        expect(listSuggestions(settled)).toEqual([]);
      });
    }
  }

  it('agrees with the library on a long contract with a suggestion in every other paragraph', () => {
    const paragraphs = Array.from({ length: 400 }, (_, index) => {
      const words = `Clause ${index} binds the parties  to terms`;
      if (index % 2 === 1) return `<p>${words}</p>`;
      return index % 4 === 0
        ? `<p>${words} <ins ${by(`s${index}`)}>and more </ins>here.</p>`
        : `<p>${words} <del ${by(`s${index}`)}>old</del> here.</p>`;
    });
    const doc = docOf(paragraphs.join(''));
    for (const action of ['accept', 'reject'] as const) {
      expect(settleAllSuggestions(doc, action).eq(settleSuggestions(doc, action)!)).toBe(true);
    }
  });
});
