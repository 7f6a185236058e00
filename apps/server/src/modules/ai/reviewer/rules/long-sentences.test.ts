import { describe, expect, it } from 'vitest';
import { CLEAN_AGREEMENT, contextOf, field, words } from '../fixtures/documents.js';
import { findLongSentences } from './long-sentences.js';

describe('findLongSentences', () => {
  it('finds a sentence over 60 words (medium) and one over 90 (high), quoting each whole', () => {
    const medium = `The Client ${words(59)}.`;
    const high = `The Firm ${words(89)} end.`;
    const findings = findLongSentences(contextOf(`<h2>Fees</h2><p>Short one. ${medium} ${high}</p>`));
    expect(
      findings.map(({ severity, title, quote, clause_id }) => ({ severity, title, quote, clause_id })),
    ).toEqual([
      { severity: 'medium', title: 'Long sentence (61 words)', quote: medium, clause_id: 'fees' },
      { severity: 'high', title: 'Long sentence (92 words)', quote: high, clause_id: 'fees' },
    ]);
  });

  it('counts a merge field as one word and does not end a sentence at Inc., e.g. or an initial', () => {
    const sentence = `Northwind Inc. and J. Smith, e.g. ${field('client.full_name')}, ${words(54)}.`;
    const [found] = findLongSentences(contextOf(`<p>${sentence}</p>`));
    expect(found?.title).toBe('Long sentence (61 words)');
    expect(found?.quote).toBe(`Northwind Inc. and J. Smith, e.g. {{client.full_name}}, ${words(54)}.`);
  });

  it('ends a sentence before one that opens with a merge field', () => {
    const html = `<p>${words(40)} end. ${field('client.full_name')} ${words(40)}.</p>`;
    expect(findLongSentences(contextOf(html))).toEqual([]);
  });

  it('finds nothing at 60 words, across a hard break, or in the clean agreement', () => {
    expect(findLongSentences(contextOf(`<p>${words(60)}.</p>`))).toEqual([]);
    expect(findLongSentences(contextOf(`<p>${words(40)}<br>${words(40)}</p>`))).toEqual([]);
    expect(findLongSentences(contextOf(CLEAN_AGREEMENT))).toEqual([]);
  });
});
