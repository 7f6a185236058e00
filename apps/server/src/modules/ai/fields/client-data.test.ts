import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { protectHtml, protectText } from './sentinels.js';

// Issue 28, point 16: the spellings of an SSN, an EIN and an e-mail address that people type, found
// on an NFKC copy but withheld and put back exactly as written.

const withheld = (text: string) => protectText(text).text;

describe('personal data in its usual spellings', () => {
  it.each([
    ['SSN 123-45-6789.'],
    ['SSN 123 45 6789.'],
    ['SSN 123\u00a045\u00a06789.'],
    ['SSN 123456789.'],
    ['SSN 123–45–6789.'],
    ['SSN 123—45—6789.'],
    ['SSN 123−45−6789.'],
    ['SSN 123‑45‑6789.'],
    ['SSN １２３－４５－６７８９.'],
    ['SSN １２３４５６７８９.'],
    ['EIN 12-3456789.'],
    ['EIN 12–3456789.'],
    ['EIN １２-３４５６７８９.'],
    ['EIN 123456789.'],
    ['Write to josé@exämple.com.'],
    ['Write to 用户@例子.广告.'],
    ['Write to jane＠firm.com.'],
    ['Write to Ünal.Öz@straße.de.'],
  ])('withholds %s and puts it back', (text) => {
    const guarded = protectText(text);
    expect(guarded.text).toMatch(/^(SSN|EIN|Write to) ⟦D1⟧\.$/);
    expect(guarded.restore(guarded.text)).toBe(text);
  });

  it('gives back the original spelling, not the normalized one', () => {
    const guarded = protectHtml('<p>１２３－４５－６７８９ and 12–3456789</p>');
    expect(guarded.text).toBe('<p>⟦D1⟧ and ⟦D2⟧</p>');
    expect(guarded.restore('<p>⟦D2⟧, ⟦D1⟧</p>')).toBe('<p>12–3456789, １２３－４５－６７８９</p>');
  });

  it('reads the character references an editor writes between the digits or in an address', () => {
    const html =
      '<p>123&nbsp;45&nbsp;6789, 12&ndash;3456789, 123&#8209;45&#x2011;6789 or jane&#64;firm.com &amp; co</p>';
    const guarded = protectHtml(html);
    expect(guarded.text).toBe('<p>⟦D1⟧, ⟦D2⟧, ⟦D3⟧ or ⟦D4⟧ &amp; co</p>');
    expect(guarded.restore(guarded.text)).toBe(html);
    expect(withheld('A &bogus; &#0; &#x110000; 1&2')).toBe('A &bogus; &#0; &#x110000; 1&2');
  });

  it('leaves nine digits that belong to a longer or other number alone', () => {
    const text =
      'Account 1234567890, amount $123456789 or 123456789.50, total 1,123456789, ref 12345678, phone 555-123-4567.';
    expect(withheld(text)).toBe(text);
  });

  it('still leaves dates, phone numbers and near misses alone', () => {
    const text =
      'On 2024-01-15 call 555-123-4567 about $1,234-56 or 123-45-67890, 1-23-4567 and user@localhost.';
    expect(withheld(text)).toBe(text);
  });

  it('keeps a field marker as written, a full-width one being text', () => {
    const guarded = protectText('{{person.first_name}} ｛｛person.first_name｝｝ 123 45 6789');
    expect(guarded.text).toBe('⟦F1⟧ ｛｛person.first_name｝｝ ⟦D1⟧');
  });

  // No clock here: a pattern that backtracked would run into the test's timeout.
  it('reads a megabyte of full-width digits or letters without an @ to the end', () => {
    expect(protectText('１'.repeat(500_000)).sentinels.size).toBe(0);
    expect(protectText(`${'é'.repeat(500_000)}@`).sentinels.size).toBe(0);
  });
});

// Generated spellings: every separator, every digit ASCII or full-width, any surrounding text.
const FULL_WIDTH_ZERO = 0xff10;
const digits = (count: number) =>
  fc.array(
    fc
      .tuple(fc.integer({ min: 0, max: 9 }), fc.boolean())
      .map(([digit, wide]) => (wide ? String.fromCodePoint(FULL_WIDTH_ZERO + digit) : String(digit))),
    { minLength: count, maxLength: count },
  );
const separator = fc.constantFrom('-', ' ', '–', '—', '−', '‑', '‐', '－', '\u00a0', '\u2009', '\u3000');
const dash = fc.constantFrom('-', '', '–', '—', '−', '‑', '－');
// Two separators (not always the same) or none: `123-456789` is not a spelling, and `12345-6789` is a ZIP+4.
const separators = fc.oneof(fc.tuple(separator, separator), fc.constant(['', ''] as const));
const ssn = fc
  .tuple(digits(3), separators, digits(2), digits(4))
  .map(([a, [s1, s2], b, c]) => `${a.join('')}${s1}${b.join('')}${s2}${c.join('')}`);
const ein = fc.tuple(digits(2), dash, digits(7)).map(([a, s, b]) => `${a.join('')}${s}${b.join('')}`);
const letters = fc.constantFrom('a', 'z', 'é', 'ü', 'ß', 'ñ', 'ø', '用', '户', 'Ж', 'ω', 'A', 'Ä');
const word = (min: number) =>
  fc.array(letters, { minLength: min, maxLength: 8 }).map((chars) => chars.join(''));
const email = fc
  .tuple(word(1), fc.constantFrom('', '.', '+', '_'), word(0), fc.constantFrom('@', '＠'), word(1), word(2))
  .map(([user, joint, more, at, domain, tld]) => `${user}${more ? joint + more : ''}${at}${domain}.${tld}`);
// Surrounding text with no digits, ending and starting where a word would.
const before = fc.constantFrom('', 'SSN ', 'SSN: ', 'EIN', 'Tax id (', '<p>', 'Write to ', '\n', 'a, ');
const after = fc.constantFrom('', '.', ',', ')', ' today', '</p>', '\n', '; ', ' and');
const sample = fc
  .array(fc.tuple(before, fc.oneof(ssn, ein, email), after), { minLength: 1, maxLength: 4 })
  .map((parts) => parts.map((part) => part.join('')).join(' '));

describe('any spelling', () => {
  it('leaves no digit and no @ of the data in what is sent, and comes back exactly', () => {
    fc.assert(
      fc.property(sample, (input) => {
        for (const guarded of [protectText(input), protectHtml(input)]) {
          const sent = guarded.text.replace(/⟦D\d+⟧/g, '').normalize('NFKC');
          expect(sent).not.toMatch(/\d|@/);
          expect(guarded.restore(guarded.text)).toBe(input);
          expect(guarded.check(guarded.text)).toMatchObject({ ok: true });
        }
      }),
      { numRuns: 1000 },
    );
  });

  it('comes back exactly whatever the text', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string({ unit: 'grapheme', maxLength: 60 }),
          fc.string({ unit: 'binary', maxLength: 60 }),
          fc
            .array(
              fc.constantFrom('&nbsp;', '&#64;', '&#x2013;', '&', ';', '１', '-', '4', 'é', '@', 'a.b'),
              {
                maxLength: 30,
              },
            )
            .map((parts) => parts.join('')),
        ),
        (input) => {
          const guarded = protectText(input);
          expect(guarded.restore(guarded.text)).toBe(input);
        },
      ),
      { numRuns: 2000 },
    );
  });
});
