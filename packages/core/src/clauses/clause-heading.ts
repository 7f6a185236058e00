// Reading a clause's number and title from the text of its heading or numbered paragraph.

/** The number and title a clause heading shows. */
export interface ClauseHeading {
  /** As written, without its keyword or trailing dot: `12.3`, `IV`, `B`; null when unnumbered. */
  number: string | null;
  title: string;
}

const KEYWORD = /^(?:section|article|clause|part|schedule|exhibit|appendix|annex)\s+/i;
// After the keyword, case matters: "Part C" and "Article IV" are numbered, "Part Time" is not.
const KEYWORD_NUMBER = /^(\d{1,3}(?:\.\d{1,3})*|[IVXLCDM]{1,7}|[A-Z])(?![\w.]\w)\.?(?:\s*[:.\-–—]\s*|\s+|$)/;
const SIGN = /^§\s*(\d{1,3}(?:\.\d{1,3})*)\.?\s*/;
// In a heading any leading number counts ("1 Definitions"); a paragraph needs a dotted number or a
// dot or bracket after it ("1.2 Fees", "12. Notices", "3) Term"), or "30 days" would be a clause.
const HEADING_NUMBER = /^(\d{1,3}(?:\.\d{1,3})*)[.)]?\s+/;
const PARAGRAPH_NUMBER = /^(\d{1,3}(?:\.\d{1,3})+\.?|\d{1,3}[.)])\s+/;
const PARAGRAPH_START = /^\s*(?:\d|§|section|article|clause|part|schedule|exhibit|appendix|annex)/i;
const PARAGRAPH_HEAD = 240;
// A paragraph's title is its first sentence when short ("Notices."), else its opening words.
const TITLE_WORDS = 12;
const OPENING_WORDS = 8;

interface NumberMatch {
  number: string;
  /** Where the title starts. */
  end: number;
}

function matchNumber(text: string, bare: RegExp): NumberMatch | null {
  const keyword = KEYWORD.exec(text);
  if (keyword) {
    const number = KEYWORD_NUMBER.exec(text.slice(keyword[0].length));
    return number ? { number: number[1]!, end: keyword[0].length + number[0].length } : null;
  }
  const match = SIGN.exec(text) ?? bare.exec(text);
  return match ? { number: match[1]!.replace(/[.)]$/, ''), end: match[0].length } : null;
}

function shortTitle(text: string): string {
  const sentence = /^(.+?)(?:[.:](?:\s|$)|\s[-–—]\s)/.exec(text)?.[1] ?? text;
  const words = sentence.split(/\s+/).filter(Boolean);
  if (words.length <= TITLE_WORDS) return sentence.trim();
  return `${words.slice(0, OPENING_WORDS).join(' ')}…`;
}

/**
 * The clause a heading's text opens: its number (after Section, Article, Clause, §, or alone) and its
 * title. Null for a blank heading.
 */
export function parseHeading(text: string): ClauseHeading | null {
  const trimmed = text.replace(/\s+/g, ' ').trim();
  if (trimmed === '') return null;
  const match = matchNumber(trimmed, HEADING_NUMBER);
  const title = trimmed
    .slice(match?.end ?? 0)
    .replace(/[.:]$/, '')
    .trim();
  return { number: match?.number ?? null, title };
}

/**
 * The clause a paragraph opens when it starts with a section number and a capitalised title
 * ("1.2 Fees. The Client shall..."), else null: most paragraphs are body text.
 */
export function parseNumberedParagraph(text: string): ClauseHeading | null {
  // Most paragraphs are turned away by their first letter, before any copying.
  if (!PARAGRAPH_START.test(text)) return null;
  // A title is a short first sentence or a few opening words: the paragraph's start holds it.
  const trimmed = text.slice(0, PARAGRAPH_HEAD).replace(/\s+/g, ' ').trim();
  const match = matchNumber(trimmed, PARAGRAPH_NUMBER);
  if (!match) return null;
  const rest = trimmed.slice(match.end);
  // "1.5 million dollars" and "Section 5 of the Lease is amended" are sentences, not clauses.
  if (!/^["“(]?\p{Lu}/u.test(rest)) return null;
  return { number: match.number, title: shortTitle(rest) };
}

const BOLD_TITLE_WORDS = 10;

/**
 * The clause a paragraph opens with bold text: a title written as a bold paragraph ("**ARTICLE 2
 * TERM**"), or a bold lead-in ending in a full stop or colon ("**Notices.** All notices..."). The
 * bold text must be short and start with a capital or a number; `bold` is how much of it is bold.
 */
export function parseBoldTitle(text: string, bold: number): ClauseHeading | null {
  if (bold === 0) return null;
  const lead = text.slice(0, bold).trim();
  const whole = bold >= text.trimEnd().length;
  // "**Notices**. All notices" puts the stop after the bold text.
  if (!whole && !/[.:]$/.test(lead) && !/^\s*[.:]/.test(text.slice(bold))) return null;
  if (!/^[\p{Lu}\p{N}§]/u.test(lead) || lead.split(/\s+/).length > BOLD_TITLE_WORDS) return null;
  return parseHeading(lead);
}

const SLUG_LENGTH = 48;

/** A clause title as an id: lower case letters and digits joined by hyphens, at most 48 characters. */
export function clauseSlug(title: string): string {
  const words = title
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
  let slug = '';
  for (const word of words) {
    const next = slug ? `${slug}-${word}` : word;
    if (next.length > SLUG_LENGTH) break;
    slug = next;
  }
  return slug || (words[0]?.slice(0, SLUG_LENGTH) ?? '');
}

const ROMAN: Record<string, number> = { I: 1, V: 5, X: 10, L: 50, C: 100, D: 500, M: 1000 };

/** A section number as compared in references: roman numerals as digits, no trailing dot: `IV` -> `4`. */
export function normalizeClauseNumber(number: string): string {
  const upper = number.replace(/\.$/, '').toUpperCase();
  if (!/^[IVXLCDM]+$/.test(upper)) return upper;
  let total = 0;
  for (let index = 0; index < upper.length; index += 1) {
    const value = ROMAN[upper[index]!]!;
    const next = ROMAN[upper[index + 1] ?? ''] ?? 0;
    total += value < next ? -value : value;
  }
  return String(total);
}
