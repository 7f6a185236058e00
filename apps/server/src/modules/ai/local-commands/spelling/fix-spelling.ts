import { tidyPunctuationSpacing } from '../punctuation-spacing.js';
import { atSentenceStart } from '../sentence.js';
import type { TextNodeContext, TextTransform } from '../text-nodes.js';
import { isBritishSpelling } from './british.js';
import { COMMON_WORDS } from './common-words.js';
import { damerauLevenshtein, isSwap, singleEdits } from './edit-distance.js';
import type { Speller } from './speller.js';

// `fix`: spelling, doubled words and spaces before punctuation (punctuation-spacing.ts), changing a
// word only when the fix is clear. Left alone: words with digits, ALL CAPS and mixed case, names and
// defined terms (Capitalized mid-sentence), URLs and email addresses, and any word whose nearest
// dictionary words tie with nothing to choose between them.

// Addresses are not words: URLs, emails, and dotted names (acme.com, U.S., e.g.).
const ADDRESSES =
  /(?:https?:\/\/|www\.)[^\s<>"]+|[\p{L}\p{N}._%+-]+@[\p{L}\p{N}-]+(?:\.[\p{L}\p{N}-]+)+|[\p{L}\p{N}-]+(?:\.[\p{L}\p{N}-]+)+/gu;
const TOKEN = /[\p{L}\p{N}]+(?:['’][\p{L}\p{N}]+)*/gu;
const PLAIN_WORD = /^[A-Za-z]{3,30}$/;
// Grammatical doubles ("the deal he had had", "he said that that was") stay.
const DOUBLED = /(?<![\p{L}\p{N}])(\p{L}+)\s+\1(?![\p{L}\p{N}])/giu;
const GRAMMATICAL_DOUBLES = new Set(['had', 'that']);

// nspell's own suggestions are slow for a word far from any other (up to half a second for an unknown
// name), so each run spends at most this much on them; closer fixes are found by single edits first.
const SUGGEST_BUDGET_MS = 500;
const SUGGEST_MAX_LENGTH = 20;
// Corrections are the same in every run: kept across runs, up to a bound.
const CACHE_LIMIT = 20_000;
const cache = new Map<string, string | null>();

function remember(key: string, value: string | null): string | null {
  if (cache.size >= CACHE_LIMIT) cache.clear();
  cache.set(key, value);
  return value;
}

interface Run {
  speller: Speller;
  suggestMs: number;
}

// `token` as written (a capital at a sentence start is accepted by the speller); `word` in lower case.
const isKnown = (run: Run, token: string, word: string) =>
  run.speller.correct(token) || isBritishSpelling(word, (variant) => run.speller.correct(variant));

// Single edits first: swapped letters ("recieve") are the commonest slip, then frequent words.
function closestSingleEdit(run: Run, word: string, capitalized: boolean): string | null {
  const candidates = [...singleEdits(word)].filter(
    (candidate) => candidate.length > 1 && run.speller.correct(candidate),
  );
  const score = (candidate: string) =>
    (isSwap(word, candidate) ? 0 : 2) + (COMMON_WORDS.has(candidate) ? 0 : 1);
  // At a sentence start an unknown word may be a name ("Tatum agrees"): only a swap or a frequent word.
  const allowed = capitalized ? candidates.filter((candidate) => score(candidate) < 3) : candidates;
  if (allowed.length === 0) return null;
  const best = Math.min(...allowed.map(score));
  const tied = allowed.filter((candidate) => score(candidate) === best);
  if (tied.length === 1) return tied[0]!;
  // nspell orders close words by its own affix-aware rules; without a preference, nothing changes.
  return run.speller.suggest(word).find((suggestion) => tied.includes(suggestion)) ?? null;
}

function fartherSuggestion(run: Run, word: string): string | null {
  if (word.length > SUGGEST_MAX_LENGTH || run.suggestMs >= SUGGEST_BUDGET_MS) return null;
  const started = performance.now();
  const suggestions = run.speller.suggest(word);
  run.suggestMs += performance.now() - started;
  return (
    suggestions.find(
      (suggestion) => /^[a-z]+$/.test(suggestion) && damerauLevenshtein(word, suggestion) <= 2,
    ) ?? null
  );
}

/** The correction of a lower-case word the speller does not know, or null to leave it. */
function correctionOf(run: Run, word: string, capitalized: boolean): string | null {
  const key = `${capitalized ? 'C' : 'l'}:${word}`;
  if (cache.has(key)) return cache.get(key) ?? null;
  const single = closestSingleEdit(run, word, capitalized);
  if (single || capitalized) return remember(key, single);
  const before = run.suggestMs;
  const farther = fartherSuggestion(run, word);
  // A word skipped for want of time is tried again in a later run, so it is not remembered.
  if (farther === null && run.suggestMs === before) return null;
  return remember(key, farther);
}

function insideAny(ranges: readonly [number, number][], index: number): boolean {
  return ranges.some(([start, end]) => index >= start && index < end);
}

function fixWords(run: Run, text: string, context: TextNodeContext): string {
  const addresses = [...text.matchAll(ADDRESSES)].map((match): [number, number] => [
    match.index,
    match.index + match[0].length,
  ]);
  return text.replace(TOKEN, (token: string, index: number) => {
    if (!PLAIN_WORD.test(token) || insideAny(addresses, index)) return token;
    const rest = token.slice(1);
    if (rest !== rest.toLowerCase()) return token;
    const capitalized = token[0] !== token[0]!.toLowerCase();
    if (capitalized && !atSentenceStart(context.before, text, index)) return token;
    const word = token.toLowerCase();
    if (isKnown(run, token, word)) return token;
    const fixed = correctionOf(run, word, capitalized);
    if (!fixed) return token;
    return capitalized ? fixed[0]!.toUpperCase() + fixed.slice(1) : fixed;
  });
}

function undouble(text: string): string {
  return text.replace(DOUBLED, (found: string, word: string) =>
    GRAMMATICAL_DOUBLES.has(word.toLowerCase()) ? found : word,
  );
}

/** The `fix` transform of one run (one selection), for mapTextNodes. */
export function spellingFixer(speller: Speller): TextTransform {
  const run: Run = { speller, suggestMs: 0 };
  return (text, context) => tidyPunctuationSpacing(undouble(fixWords(run, text, context)), context);
}
