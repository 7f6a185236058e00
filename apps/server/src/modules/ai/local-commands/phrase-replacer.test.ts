import { describe, expect, it } from 'vitest';
import { phraseReplacer } from './phrase-replacer.js';
import {
  type PhraseEntry,
  SHORTER_COMMAND_TABLE,
  SHORTER_TABLE,
  SIMPLIFY_TABLE,
  TERMS_OF_ART,
} from './phrase-tables.js';

const simplify = phraseReplacer(SIMPLIFY_TABLE, TERMS_OF_ART);
const shorter = phraseReplacer(SHORTER_COMMAND_TABLE, TERMS_OF_ART);
const atStart = { before: '', written: '' };
const midSentence = { before: 'The parties agree that ', written: 'The parties agree that ' };

// A word each entry's `next` accepts, so every entry can be tried in place.
const nextWord = (entry: PhraseEntry) => (entry.next ? 'terminate' : 'the fee');

describe('phrase tables', () => {
  it('have at least 40 simplify and 30 shorter entries, each phrase once', () => {
    expect(SIMPLIFY_TABLE.length).toBeGreaterThanOrEqual(40);
    expect(SHORTER_TABLE.length).toBeGreaterThanOrEqual(30);
    const phrases = [...SIMPLIFY_TABLE, ...SHORTER_TABLE].map((entry) => entry.from);
    expect(new Set(phrases).size).toBe(phrases.length);
    for (const term of TERMS_OF_ART) expect(phrases).not.toContain(term);
  });

  it.each([
    ['simplify', SIMPLIFY_TABLE, simplify],
    ['shorter', SHORTER_COMMAND_TABLE, shorter],
  ] as const)('%s: every entry rewrites its own phrase mid-sentence', (_name, table, replace) => {
    for (const entry of table) {
      const text = `so ${entry.from} ${nextWord(entry)}`;
      const expected = entry.to === '' ? `so ${nextWord(entry)}` : `so ${entry.to} ${nextWord(entry)}`;
      expect(replace(text, midSentence), entry.from).toBe(expected);
    }
  });
});

describe('phraseReplacer', () => {
  it('matches whole words only, ignoring case and line breaks', () => {
    expect(
      simplify('Fees are due Prior  to closing; fees are due prior\nto closing; the priority stays.', {
        before: 'X. ',
        written: 'X. ',
      }),
    ).toBe('Fees are due Prior  to closing; fees are due before closing; the priority stays.');
    expect(simplify('unutilized space', atStart)).toBe('unutilized space');
  });

  it('keeps a capital at a sentence start and ALL CAPS, and leaves Capitalized phrases mid-sentence', () => {
    expect(simplify('In the event that it rains. Prior to noon.', atStart)).toBe('If it rains. Before noon.');
    expect(simplify('IN THE EVENT THAT IT RAINS', atStart)).toBe('IF IT RAINS');
    // Mid-sentence capitals are defined terms or headings.
    expect(simplify('the Prior To Closing covenants', atStart)).toBe('the Prior To Closing covenants');
    expect(simplify('Prior to noon', midSentence)).toBe('Prior to noon');
    expect(simplify('Prior to noon', { before: 'It ends. ', written: 'It ends. ' })).toBe('Before noon');
  });

  it('removes announcing phrases and capitalizes the next word at a sentence start', () => {
    expect(shorter('It is hereby agreed that the fee is due.', atStart)).toBe('The fee is due.');
    expect(shorter('It is hereby agreed that any and all fees are due.', atStart)).toBe('All fees are due.');
    expect(shorter('and it is agreed that the fee is due', midSentence)).toBe('and the fee is due');
    expect(simplify('Acme (hereinafter referred to as the "Company") hereby grants', atStart)).toBe(
      'Acme (the "Company") grants',
    );
  });

  it('rewrites "entitled to" only before a verb, and "cease" not before "to"', () => {
    expect(simplify('The Client shall be entitled to terminate.', atStart)).toBe('The Client may terminate.');
    expect(simplify('The Client shall be entitled to a refund.', atStart)).toBe(
      'The Client shall be entitled to a refund.',
    );
    expect(simplify('It shall cease to be bound and cease all use.', atStart)).toBe(
      'It shall cease to be bound and stop all use.',
    );
  });

  it('leaves terms of art alone, and lists with or without the Oxford comma both match', () => {
    expect(simplify('a cease and desist letter', atStart)).toBe('a cease and desist letter');
    expect(shorter('a fit and proper person; all right, title and interest', atStart)).toBe(
      'a fit and proper person; all right, title and interest',
    );
    expect(simplify('from the Commencement Date and the commencement date', atStart)).toBe(
      'from the Commencement Date and the commencement date',
    );
    expect(shorter('I give, devise and bequeath; I give, devise, and bequeath', midSentence)).toBe(
      'I give; I give',
    );
  });

  // Issue 29, item 5: shorter ignored simplify's legalese.
  it('shorter uses the legalese entries that shorten, and not those that read longer', () => {
    for (const phrase of [
      'in the event that',
      'null and void',
      'hereby',
      'from time to time',
      'set forth herein',
    ])
      expect(
        SHORTER_COMMAND_TABLE.map((entry) => entry.from),
        phrase,
      ).toContain(phrase);
    expect(shorter('Void inter alia henceforth.', atStart)).toBe('Void inter alia henceforth.');
  });

  it('removes a phrase before punctuation with the space before it', () => {
    expect(shorter('as amended from time to time.', midSentence)).toBe('as amended.');
    expect(shorter('as amended from time to time, and', midSentence)).toBe('as amended, and');
    expect(shorter('the Client may from time to time update it', midSentence)).toBe(
      'the Client may update it',
    );
  });

  it('answers clean text unchanged', () => {
    const clean = 'The Supplier shall deliver the goods before the end of the month and may charge for them.';
    expect(simplify(clean, atStart)).toBe(clean);
    expect(shorter(clean, atStart)).toBe(clean);
  });
});
