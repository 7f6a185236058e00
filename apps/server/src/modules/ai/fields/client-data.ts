// Where personal data typed in a text is: e-mail addresses, US SSNs and EINs, in the spellings people
// actually type. Matching runs on an NFKC copy (full-width digits, `＠` and `－` become ASCII, and
// HTML references such as `&nbsp;` their character), but the spans found are those of the original
// text, so that what is withheld and put back is exactly what was written. NFKC does not fold
// dashes (en dash, em dash, minus sign, hyphens) nor every space, so the patterns name those.
//
// Rules (docs/ai.md):
// - SSN: 3-2-4 digits separated by a dash of any kind or a space (`123-45-6789`, `123 45 6789`,
//   `123–45–6789`); EIN: 2-7 digits separated by a dash of any kind (`12-3456789`).
// - Without separators, nine digits are taken as an SSN or EIN when they stand alone: not part of a
//   longer run of digits, of a grouped or decimal number (`1,123456789`, `123456789.50`), and not
//   after a currency sign (`$123456789`). A longer or shorter run is some other number.
// - E-mail: letters of any script, digits and `._%+-` before the `@`; after it, dotted labels (an
//   ideographic full stop counts as a dot) and a top-level domain of two or more letters.

/** A span of the original text, `start` included, `end` excluded. */
export interface TextSpan {
  start: number;
  end: number;
}

// Hyphen-minus, hyphen, non-breaking hyphen, figure dash, en dash, em dash, horizontal bar, minus
// sign, two- and three-em dashes, small em dash, small and full-width hyphen-minus.
const DASH = String.raw`\-\u2010-\u2015\u2212\u2E3A\u2E3B\uFE58\uFE63\uFF0D`;
const SSN_SEPARATOR = String.raw`[${DASH}\p{Zs}]`;
const EMAIL_LOCAL = String.raw`[\p{L}\p{M}\p{N}._%+\-]`;
const EMAIL_LABEL = String.raw`[\p{L}\p{M}\p{N}\-]`;

// Bounded quantifiers and look-behinds keep each alternative linear on hostile input (a megabyte
// without a space or an @ must not backtrack).
const CLIENT_DATA = new RegExp(
  [
    String.raw`(?<!${EMAIL_LOCAL})${EMAIL_LOCAL}{1,64}@(?:${EMAIL_LABEL}{1,63}[.\u3002]){1,8}[\p{L}\p{M}]{2,63}(?!${EMAIL_LABEL})`,
    String.raw`(?<![\d${DASH}])\d{3}${SSN_SEPARATOR}\d{2}${SSN_SEPARATOR}\d{4}(?![\d${DASH}])`,
    String.raw`(?<![\d${DASH}])\d{2}[${DASH}]\d{7}(?![\d${DASH}])`,
    String.raw`(?<!\d|\d[.,]|[$€£¥]\p{Zs}?)\d{9}(?!\d|[.,]\d)`,
  ].join('|'),
  'gu',
);

/** A text's NFKC form, with the original span of each of its code units. */
interface Normalized {
  text: string;
  /** For each code unit of `text`, where the original character it came from starts and ends. */
  from: number[];
  to: number[];
}

// The character references an editor or a browser writes for what people type between digits or
// in an address (`innerHTML` gives a non-breaking space as `&nbsp;`): read as the character, so
// that `123&nbsp;45&nbsp;6789` in a selection's HTML is an SSN. Unknown names stay text.
const REFERENCE = /&(?:#(\d{1,7})|#[xX]([\da-fA-F]{1,6})|([a-zA-Z]{4,6}));/y;
const NAMED: Record<string, string> = {
  nbsp: '\u00a0',
  ensp: '\u2002',
  emsp: '\u2003',
  thinsp: '\u2009',
  hyphen: '\u2010',
  ndash: '\u2013',
  mdash: '\u2014',
  minus: '\u2212',
  commat: '@',
  period: '.',
};

/** The character a reference at `index` stands for, and its length; undefined when there is none. */
function referenceAt(text: string, index: number): { character: string; length: number } | undefined {
  REFERENCE.lastIndex = index;
  const match = REFERENCE.exec(text);
  if (!match) return undefined;
  const [whole, decimal, hex, name] = match;
  if (name !== undefined) {
    const character = NAMED[name];
    return character === undefined ? undefined : { character, length: whole.length };
  }
  const codePoint = decimal !== undefined ? Number(decimal) : Number.parseInt(hex!, 16);
  if (codePoint === 0 || codePoint > 0x10ffff) return undefined;
  return { character: String.fromCodePoint(codePoint), length: whole.length };
}

// Each character (or reference) is normalized on its own, so that every piece of the copy points
// back to exactly one piece of the original (whole-string NFKC may merge neighbours).
function normalize(text: string): Normalized | undefined {
  // ASCII with no reference is its own NFKC form: no copy, no map.
  if (!/[\u0080-\uffff&]/.test(text)) return undefined;
  const from: number[] = [];
  const to: number[] = [];
  const pieces: string[] = [];
  for (let index = 0; index < text.length; ) {
    const reference = text[index] === '&' ? referenceAt(text, index) : undefined;
    const character = reference?.character ?? String.fromCodePoint(text.codePointAt(index)!);
    const length = reference?.length ?? character.length;
    const piece = character.normalize('NFKC');
    pieces.push(piece);
    for (let unit = 0; unit < piece.length; unit += 1) {
      from.push(index);
      to.push(index + length);
    }
    index += length;
  }
  return { text: pieces.join(''), from, to };
}

/** The spans of the e-mail addresses, SSNs and EINs in `text`, in order. */
export function findClientData(text: string): TextSpan[] {
  const normalized = normalize(text);
  const spans: TextSpan[] = [];
  for (const match of (normalized?.text ?? text).matchAll(CLIENT_DATA)) {
    const start = match.index;
    const end = start + match[0].length;
    const span = normalized
      ? { start: normalized.from[start]!, end: normalized.to[end - 1]! }
      : { start, end };
    // Two matches inside one character's expansion (`½` is `1⁄2`) share that character: one span.
    const previous = spans.at(-1);
    if (previous && span.start < previous.end) previous.end = Math.max(previous.end, span.end);
    else spans.push(span);
  }
  return spans;
}
