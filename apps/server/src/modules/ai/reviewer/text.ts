// Reading a block's text: merge-field markers kept out of the way, sentences, words.

const MARKER = /\{\{[^{}]*\}\}/g;

/**
 * The text with each `{{id}}` marker replaced by as many x's, so that rules read a field as one
 * lowercase word while offsets still point into the original text.
 */
export function maskFields(text: string): string {
  return text.includes('{{') ? text.replace(MARKER, (marker) => 'x'.repeat(marker.length)) : text;
}

/** A span of a block's text. */
export interface TextSpan {
  start: number;
  end: number;
  text: string;
}

// Words after which a full stop does not end a sentence.
const ABBREVIATIONS = new Set(
  (
    'mr mrs ms dr prof st jr sr no nos sec secs art cl para paras pp p vs v etc e.g i.e cf viz inc ltd co ' +
    'corp llc l.l.c l.p p.c u.s u.k u.s.a jan feb mar apr jun jul aug sep sept oct nov dec approx dept ' +
    'est fig max min ref al a.m p.m ibid id n.a ave rd hon esq'
  ).split(' '),
);
// A candidate end: a stop, its closing quotes or brackets, then space and what may open a sentence
// (a word, a number or a merge field's marker). A sentence that starts in lower case still starts:
// abbreviations, not capitals, tell a stop that ends nothing.
const END = /[.!?]["”’)\]]*(?=\s+["“‘(]?(?:[\p{L}\p{N}]|\{\{))|\n+/gu;

function endsSentence(text: string, stop: number): boolean {
  if (text[stop] !== '.') return true;
  const word = /([\p{L}.]+)$/u.exec(text.slice(Math.max(0, stop - 12), stop))?.[1] ?? '';
  // An initial ("J. Smith") or a known abbreviation ("Inc.", "e.g.") does not end a sentence.
  if (/^\p{Lu}$/u.test(word)) return false;
  return !ABBREVIATIONS.has(word.toLowerCase().replace(/^\.+/, ''));
}

/** The sentences of a text (fields as markers), trimmed, with their offsets; a line break also ends one. */
export function sentences(text: string): TextSpan[] {
  const spans: TextSpan[] = [];
  let start = 0;
  const push = (end: number) => {
    const raw = text.slice(start, end);
    const lead = raw.length - raw.trimStart().length;
    const body = raw.trim();
    if (body) spans.push({ start: start + lead, end: start + lead + body.length, text: body });
  };
  for (const match of text.matchAll(END)) {
    if (match[0].startsWith('\n') || endsSentence(text, match.index)) {
      const end = match.index + match[0].length;
      push(end);
      start = end;
    }
  }
  push(text.length);
  return spans;
}

const WORD = /[\p{L}\p{N}]/u;

/** The number of words of a text: runs without spaces that hold a letter or a digit. */
export function wordCount(text: string): number {
  let count = 0;
  for (const token of text.split(/\s+/)) if (WORD.test(token)) count += 1;
  return count;
}
