import fc from 'fast-check';

// The inputs that broke servers before: NUL, lone surrogates, control and invisible characters,
// huge numbers, deep nesting, wrong types. Raw JSON lets a body carry what JSON.stringify cannot
// produce (1e400, a 30-digit integer, nesting deeper than a JS object would comfortably build).

/** A piece of JSON text written into a body as it is. */
export class RawJson {
  constructor(readonly text: string) {}
}

/** JSON text for a value that may hold RawJson pieces; strings keep lone surrogates as \u escapes. */
export function toJsonText(value: unknown): string {
  if (value instanceof RawJson) return value.text;
  if (Array.isArray(value)) return `[${value.map(toJsonText).join(',')}]`;
  if (value && typeof value === 'object')
    return `{${Object.entries(value)
      .map(([key, item]) => `${JSON.stringify(key)}:${toJsonText(item)}`)
      .join(',')}}`;
  return JSON.stringify(value) ?? 'null';
}

const LONE_SURROGATES = ['\ud800', '\udbff', '\udc00', '\udfff'];

/** Single characters that code often forgets. */
export const NASTY_CHARACTERS = [
  '\u0000',
  ...LONE_SURROGATES,
  '\u0001',
  '\u0008',
  '\u001b',
  '\u007f',
  '\r',
  '\n',
  '\t',
  '\u0085',
  '\u00a0',
  '\u200b',
  '\u202e',
  '\u2028',
  '\ufeff',
  '\ufffe',
  '\uffff',
  '\ud83d\ude00',
  '%',
  '\\',
  '"',
  "'",
  '<',
  '>',
  '&',
  '{',
  '}',
];

/** Whole strings that code often forgets. */
export const NASTY_STRINGS = [
  '',
  ' ',
  'a\u0000b',
  '\u0000',
  'x\ud800y',
  '\udfffx',
  '%00',
  '%ED%A0%80',
  '../../../../etc/passwd',
  '..\\..\\x.png',
  '<script>alert(1)</script>',
  '<b>'.repeat(2000),
  "' OR '1'='1' --",
  '"; DROP TABLE users; --',
  '{{constructor.constructor("return process")()}}',
  // A template-literal injection as text, not a placeholder here.
  '$' + '{7*7}',
  '__proto__',
  'constructor',
  'prototype',
  'toString',
  'null',
  'undefined',
  'NaN',
  '-0',
  '1e400',
  '0x10',
  'true',
  '[]',
  '{}',
  'x'.repeat(300),
  'x'.repeat(70_000),
  'é'.repeat(5000),
  '\ud83d\ude00'.repeat(300),
];

/** Numbers at and past the edges: JSON can say them, JavaScript and PostgreSQL may not hold them. */
export const NASTY_NUMBERS: unknown[] = [
  0,
  -1,
  0.5,
  -0.000001,
  2 ** 31,
  2 ** 31 - 1,
  -(2 ** 31) - 1,
  2 ** 53,
  Number.MAX_SAFE_INTEGER,
  1e21,
  1e308,
  -1e308,
  5e-324,
  new RawJson('1e400'),
  new RawJson('-1e400'),
  new RawJson('123456789012345678901234567890'),
  new RawJson('1.00000000000000000000000000001'),
  new RawJson('-0'),
  new RawJson('1E+2'),
];

/** Arrays nested this deep, as JSON text. */
export const deepArray = (depth: number) => new RawJson(`${'['.repeat(depth)}${']'.repeat(depth)}`);

/** Objects nested this deep, as JSON text. */
export const deepObject = (depth: number) => new RawJson(`${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`);

/** Nesting deep enough to find recursion. */
export const DEEP_VALUES = [100, 5_000, 100_000].flatMap((depth) => [deepArray(depth), deepObject(depth)]);

const nastyCharacter = fc.constantFrom(...NASTY_CHARACTERS);

/** Strings with the nasty characters mixed into ordinary text, and the nasty strings themselves. */
export const nastyString: fc.Arbitrary<string> = fc.oneof(
  { arbitrary: fc.constantFrom(...NASTY_STRINGS), weight: 3 },
  {
    arbitrary: fc.string({ unit: fc.oneof(nastyCharacter, fc.string({ maxLength: 1 })), maxLength: 24 }),
    weight: 3,
  },
  { arbitrary: fc.string({ unit: 'binary', maxLength: 40 }), weight: 1 },
);

/**
 * A string that may be fine, to be mutated: a nasty character put into it somewhere. A schema's
 * string may also be nullable (a template's description), so a value that is not a string is
 * spoiled as an empty one.
 */
export const spoil = (valid: fc.Arbitrary<unknown>): fc.Arbitrary<string> =>
  fc.tuple(valid, nastyCharacter, fc.nat()).map(([value, character, at]) => {
    const text = typeof value === 'string' ? value : '';
    const index = text.length === 0 ? 0 : at % (text.length + 1);
    return `${text.slice(0, index)}${character}${text.slice(index)}`;
  });

export const nastyNumber: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(...NASTY_NUMBERS),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
);

/** Any JSON value, bounded, made of nasty leaves: the wrong type for whatever slot it lands in. */
export const nastyJson: fc.Arbitrary<unknown> = fc.letrec((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    nastyString,
    nastyNumber,
    fc.boolean(),
    fc.constant(null),
    fc.constantFrom(...DEEP_VALUES),
    fc.array(tie('value'), { maxLength: 4 }),
    fc.dictionary(nastyString, tie('value'), { maxKeys: 4 }),
  ),
})).value;
