import { describe, expect, it } from 'vitest';
import type { JsonNode } from '../merge-fields/scan.js';
import { documentBlocks } from './blocks.js';
import { clauseSlug, normalizeClauseNumber, parseHeading, parseNumberedParagraph } from './clause-heading.js';
import { clauseAtBlock, documentClauses } from './clauses.js';

const text = (value: string): JsonNode => ({ type: 'text', text: value });
const heading = (level: number, value: string): JsonNode => ({
  type: 'heading',
  attrs: { level },
  content: [text(value)],
});
const paragraph = (...content: (string | JsonNode)[]): JsonNode => ({
  type: 'paragraph',
  content: content.map((part) => (typeof part === 'string' ? text(part) : part)),
});
const doc = (...content: JsonNode[]): JsonNode => ({ type: 'doc', content });

const contract = (...extra: JsonNode[]) =>
  doc(
    heading(1, 'Services Agreement'),
    paragraph('This Agreement is made between the parties.'),
    ...extra,
    heading(2, 'Article 1. Definitions'),
    paragraph('1.1 Terms. Capitalised words have the meanings below.'),
    paragraph('1.2 Interpretation. Headings do not affect meaning.'),
    heading(2, 'Article 2. Notices'),
    paragraph('All notices shall be in writing.'),
    heading(2, 'ARTICLE III – Notices'),
    paragraph('Notices to the Bank go to its branch.'),
  );

describe('documentBlocks', () => {
  it('reads text blocks in order, fields as markers, hard breaks as newlines, tables and lists marked', () => {
    const blocks = documentBlocks(
      doc(
        paragraph('Dear ', { type: 'mergeField', attrs: { id: 'client.full_name' } }, ','),
        paragraph('Line one', { type: 'hardBreak' }, 'line two'),
        {
          type: 'bulletList',
          content: [{ type: 'listItem', content: [paragraph('an item')] }],
        },
        {
          type: 'table',
          content: [
            { type: 'tableRow', content: [{ type: 'tableCell', content: [paragraph('1. Partner')] }] },
          ],
        },
        { type: 'pageBreak' },
        heading(3, 'Fees'),
      ),
    );
    expect(
      blocks.map(({ text, container, top, type, level }) => [text, container, top, type, level]),
    ).toEqual([
      ['Dear {{client.full_name}},', 'body', 0, 'paragraph', 0],
      ['Line one\nline two', 'body', 1, 'paragraph', 0],
      ['an item', 'list', 2, 'paragraph', 0],
      ['1. Partner', 'table', 3, 'paragraph', 0],
      ['Fees', 'body', 5, 'heading', 3],
    ]);
  });
});

describe('parseHeading and parseNumberedParagraph', () => {
  it('takes the number after a keyword, a section sign or alone, and leaves the title', () => {
    expect(parseHeading('Section 12.3 Notices')).toEqual({ number: '12.3', title: 'Notices' });
    expect(parseHeading('Article 1. Definitions')).toEqual({ number: '1', title: 'Definitions' });
    expect(parseHeading('ARTICLE IV – INDEMNIFICATION')).toEqual({ number: 'IV', title: 'INDEMNIFICATION' });
    expect(parseHeading('§ 7 Term')).toEqual({ number: '7', title: 'Term' });
    expect(parseHeading('2) Term:')).toEqual({ number: '2', title: 'Term' });
    expect(parseHeading('Exhibit A')).toEqual({ number: 'A', title: '' });
    expect(parseHeading('Part Time Staff')).toEqual({ number: null, title: 'Part Time Staff' });
    expect(parseHeading('Schedule of Fees')).toEqual({ number: null, title: 'Schedule of Fees' });
    expect(parseHeading('2024 Fee Review')).toEqual({ number: null, title: '2024 Fee Review' });
    expect(parseHeading('   ')).toBeNull();
  });

  it('takes a paragraph as a clause only when a section number opens a capitalised title', () => {
    expect(parseNumberedParagraph('12. Notices. All notices shall be in writing.')).toEqual({
      number: '12',
      title: 'Notices',
    });
    expect(
      parseNumberedParagraph('1.2 The Client shall pay every invoice in full within thirty days of it.'),
    ).toEqual({ number: '1.2', title: 'The Client shall pay every invoice in full…' });
    expect(parseNumberedParagraph('7.4 Severability; Assignment. If any provision fails.')?.title).toBe(
      'Severability; Assignment',
    );
    expect(parseNumberedParagraph('30 days after signing, the Client pays.')).toBeNull();
    expect(parseNumberedParagraph('1.5 million dollars shall be paid.')).toBeNull();
    expect(parseNumberedParagraph('Section 5 of the Lease is amended.')).toBeNull();
    expect(parseNumberedParagraph('The Client shall pay.')).toBeNull();
  });

  it('slugs titles and reads roman numbers as digits', () => {
    expect(clauseSlug('Limitation of Liability')).toBe('limitation-of-liability');
    expect(clauseSlug('Résiliation & durée')).toBe('resiliation-duree');
    expect(clauseSlug('a'.repeat(60))).toBe('a'.repeat(48));
    expect(normalizeClauseNumber('IV')).toBe('4');
    expect(normalizeClauseNumber('XIX')).toBe('19');
    expect(normalizeClauseNumber('12.3')).toBe('12.3');
  });
});

describe('documentClauses', () => {
  it('lists headings and numbered paragraphs with numbers, levels and the blocks they cover', () => {
    const clauses = documentClauses(contract());
    expect(
      clauses.map(({ id, number, title, level, start, end }) => [id, number, title, level, start, end]),
    ).toEqual([
      ['services-agreement', null, 'Services Agreement', 1, 0, 9],
      ['definitions', '1', 'Definitions', 2, 2, 5],
      ['terms', '1.1', 'Terms', 4, 3, 4],
      ['interpretation', '1.2', 'Interpretation', 4, 4, 5],
      ['notices', '2', 'Notices', 2, 5, 7],
      ['notices.2', 'III', 'Notices', 2, 7, 9],
    ]);
  });

  it('keeps every id when a clause is added before, and renumbering changes no id', () => {
    const before = documentClauses(contract());
    const after = documentClauses(
      contract(heading(2, 'Article 1. Recitals'), paragraph('Whereas the parties wish to agree.')),
    );
    const ids = (clauses: typeof before) => clauses.map((clause) => clause.id);
    expect(ids(after)).toEqual(['services-agreement', 'recitals', ...ids(before).slice(1)]);
  });

  it('finds the innermost clause of a block, and none before the first', () => {
    const clauses = documentClauses(doc(paragraph('Preamble.'), ...contract().content!));
    expect(clauseAtBlock(clauses, 0)).toBeNull();
    expect(clauseAtBlock(clauses, 4)?.id).toBe('terms');
    expect(clauseAtBlock(clauses, 6)?.id).toBe('notices');
    expect(clauseAtBlock(clauses, 99)?.id).toBe('notices.2');
  });

  it('takes a short bold paragraph or a bold lead-in as a clause, outside tables', () => {
    const bold = (value: string): JsonNode => ({ type: 'text', text: value, marks: [{ type: 'bold' }] });
    const clauses = documentClauses(
      doc(
        paragraph(bold('ARTICLE 2 TERM')),
        paragraph(bold('Notices.'), ' All notices shall be in writing.'),
        paragraph(bold('Assignment'), '. Neither party may assign.'),
        paragraph(bold('Important'), ' words in a sentence are not a title.'),
        paragraph(bold('This whole paragraph is bold but far too long to be the title of any clause.')),
        {
          type: 'table',
          content: [
            { type: 'tableRow', content: [{ type: 'tableCell', content: [paragraph(bold('Term'))] }] },
          ],
        },
      ),
    );
    expect(clauses.map(({ id, number, title, level }) => [id, number, title, level])).toEqual([
      ['term', '2', 'TERM', 1],
      ['notices', null, 'Notices', 1],
      ['assignment', null, 'Assignment', 1],
    ]);
  });

  it('ignores numbered rows of a table and gives an untitled heading its whole text as id', () => {
    const clauses = documentClauses(
      doc(heading(2, 'Exhibit B'), {
        type: 'table',
        content: [{ type: 'tableRow', content: [{ type: 'tableCell', content: [paragraph('1. Partner')] }] }],
      }),
    );
    expect(clauses.map((clause) => clause.id)).toEqual(['exhibit-b']);
  });
});
