import { LIBRARY } from './clauses/index.js';

// What a prompt asks for by name: "with a non-compete" adds the clause, "without arbitration" removes
// it. A prompt is free text of any length and content; it only ever selects clauses.

/** One clause named in a prompt. */
export interface ClauseRequest {
  /** The keyword as the library writes it. */
  keyword: string;
  /** The clauses that keyword names (variants for different kinds). */
  clauses: readonly string[];
  /** Asked to be left out ("without", "no", "exclude"). */
  negated: boolean;
}

const NEGATION =
  /\b(?:without|no|not|exclude|excluding|omit|omitting|minus|drop)\b(?:\s+(?:a|an|the|any))?\s*$/;
// An ask names a clause for the agreement, not the agreement's kind: "a services agreement with a
// confidentiality clause" is not an NDA. Up to three words may stand between the ask and the keyword.
const ASK =
  /\b(?:with|include|includes|including|add|adding|plus|also|without|no|excluding|exclude|omit)\b(?:\s+[\w-]+){0,3}\s*$/;
const LOOK_BACK = 48;

const keywordPattern = (keyword: string) =>
  new RegExp(`(?<![a-z0-9])${keyword.split(/[\s-]+/).join('[\\s-]*')}(?![a-z0-9])`, 'g');

const KEYWORDS: readonly { keyword: string; pattern: RegExp; clauses: string[] }[] = (() => {
  const byKeyword = new Map<string, string[]>();
  for (const clause of LIBRARY.values()) {
    for (const keyword of clause.keywords)
      byKeyword.set(keyword, [...(byKeyword.get(keyword) ?? []), clause.id]);
  }
  // Longer keywords first, so "limitation of liability" is read before a shorter one inside it.
  return [...byKeyword]
    .sort(([a], [b]) => b.length - a.length)
    .map(([keyword, clauses]) => ({ keyword, pattern: keywordPattern(keyword), clauses }));
})();

/** The clauses a prompt names, and the prompt's text without the asks, to tell its kind from. */
export function readRequests(prompt: string): { requests: ClauseRequest[]; kindText: string } {
  const text = prompt.toLowerCase();
  const requests: ClauseRequest[] = [];
  const taken: [number, number][] = [];
  for (const { keyword, pattern, clauses } of KEYWORDS) {
    for (const match of text.matchAll(pattern)) {
      const start = match.index;
      const end = start + match[0].length;
      if (taken.some(([from, to]) => start < to && end > from)) continue;
      taken.push([start, end]);
      const before = text.slice(Math.max(0, start - LOOK_BACK), start);
      requests.push({ keyword, clauses, negated: NEGATION.test(before) });
    }
  }
  let kindText = text;
  for (const [start, end] of taken.sort(([a], [b]) => b - a)) {
    if (ASK.test(text.slice(Math.max(0, start - LOOK_BACK), start)))
      kindText = `${kindText.slice(0, start)} ${kindText.slice(end)}`;
  }
  return { requests, kindText };
}
