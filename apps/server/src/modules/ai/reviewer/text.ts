import type { DocumentBlock } from '@lexdraft/core';

// Reading a block's text: merge-field markers kept out of the way, sentences, words.

const MARKER = /\{\{[^{}]*\}\}/g;

/**
 * The text with each `{{id}}` marker replaced by as many x's, so that rules read a field as one
 * lowercase word while offsets still point into the original text.
 */
export function maskFields(text: string): string {
  return text.includes('{{') ? text.replace(MARKER, (marker) => 'x'.repeat(marker.length)) : text;
}

// Several rules read each block's masked text: it is made once per block.
const masked = new WeakMap<DocumentBlock, string>();

/** maskFields of a block's text, kept for the next rule that asks. */
export function maskedText(block: DocumentBlock): string {
  let text = masked.get(block);
  if (text === undefined) {
    text = maskFields(block.text);
    masked.set(block, text);
  }
  return text;
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

// A character that makes a run of non-spaces a word: a letter or a digit.
const WORD_CHARACTER = /[\p{L}\p{N}]/u;

const isSpace = (code: number) =>
  code <= 32 || code === 0xa0 || code === 0x2028 || code === 0x2029 || (code >= 0x2000 && code <= 0x200b);

/**
 * The number of words of a text, or of its part from `start` to `end`: runs without spaces that hold
 * a letter or a digit. It reads characters in place, as it runs over every sentence of a document.
 */
export function wordCount(text: string, start = 0, end = text.length): number {
  let count = 0;
  let inWord = false;
  let counted = false;
  for (let index = start; index < end; index += 1) {
    const code = text.charCodeAt(index);
    if (isSpace(code)) {
      inWord = false;
      continue;
    }
    if (!inWord) {
      inWord = true;
      counted = false;
    }
    if (counted) continue;
    const letter =
      (code >= 48 && code <= 57) ||
      (code >= 65 && code <= 90) ||
      (code >= 97 && code <= 122) ||
      (code > 127 && WORD_CHARACTER.test(text.charAt(index)));
    if (letter) {
      count += 1;
      counted = true;
    }
  }
  return count;
}
