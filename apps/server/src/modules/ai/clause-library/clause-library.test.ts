import { documentClauses, isFieldId, type JsonNode } from '@lexdraft/core';
import { describe, expect, it } from 'vitest';
import { documentJsonFields, documentJsonToHtml, htmlToDocumentJson } from '../../../lib/editor-document.js';
import { sanitizeDocumentHtml } from '../../../lib/html-sanitizer.js';
import { CLAUSE_ORDER, clauseContext, LIBRARY, renderClause, usState } from './index.js';
import { AGREEMENT_KINDS } from './types.js';

// The library's own checks: every clause is editor HTML as the server stores it, with valid fields,
// read by core as exactly one clause, in every kind it can appear in.

const fieldSpans = (html: string) => html.match(/data-merge-field="/g)?.length ?? 0;

describe('the clause library', () => {
  it('has at least 30 clauses, each once in the order, with a title and the kinds it fits', () => {
    expect(LIBRARY.size).toBeGreaterThanOrEqual(30);
    expect([...CLAUSE_ORDER].sort()).toEqual([...LIBRARY.keys()].sort());
    for (const clause of LIBRARY.values()) {
      expect(clause.title, clause.id).not.toBe('');
      expect(clause.fits, clause.id).toEqual(expect.arrayContaining([...clause.categories]));
      expect(clause.fits.length, clause.id).toBeGreaterThan(0);
    }
  });

  it('has one clause per keyword and kind, so an ask never adds two variants', () => {
    for (const kind of AGREEMENT_KINDS) {
      const seen = new Map<string, string>();
      for (const clause of LIBRARY.values()) {
        if (!clause.fits.includes(kind)) continue;
        for (const keyword of clause.keywords) {
          expect(seen.get(keyword), `${kind}: ${keyword} in ${clause.id}`).toBeUndefined();
          seen.set(keyword, clause.id);
        }
      }
    }
  });

  it.each(AGREEMENT_KINDS)(
    'writes each clause that fits a %s as stored editor HTML, one clause with valid fields',
    (kind) => {
      const clauses = [...LIBRARY.values()].filter((clause) => clause.fits.includes(kind));
      const context = clauseContext(kind, usState('US-NY'), clauses);
      clauses.forEach((clause, index) => {
        const html = renderClause(clause, index + 1, context);
        expect(sanitizeDocumentHtml(html), clause.id).toEqual({ ok: true, html, blank: false });
        const doc = htmlToDocumentJson(html);
        expect(documentJsonToHtml(doc), clause.id).toBe(html);
        // A span with an invalid name would have been read as text.
        const fields = documentJsonFields(doc);
        expect([...fields.keys()].every(isFieldId), clause.id).toBe(true);
        expect(
          [...fields.values()].reduce((sum, count) => sum + count, 0),
          clause.id,
        ).toBe(fieldSpans(html));
        expect(
          documentClauses(doc as JsonNode).map(({ number, title }) => ({ number, title })),
          clause.id,
        ).toEqual([{ number: String(index + 1), title: clause.title }]);
      });
    },
  );
});
