import type { DocumentClause } from '@lexdraft/core';
import { type ReviewContext, scopeBlocks } from './context.js';
import { type DocumentKind, KIND_NAMES } from './document-kind.js';
import { documentParties } from './rules/party-names.js';
import { writtenDates } from './rules/written-dates.js';
import { wordCount } from './text.js';

// A plain extractive summary: what the document is, who it names, how it is divided, and the dates
// and amounts it states. Nothing is paraphrased; every item is taken from the text.

const AMOUNT =
  /(?:US\$|USD\s?|EUR\s?|GBP\s?|[$€£])\d{1,3}(?:,\d{3})*(?:\.\d{2})?(?:\s(?:million|billion))?(?![\d,])/g;
const KEY_ITEMS = 5;

function firstDistinct(values: Iterable<string>, limit: number): string[] {
  const seen = new Set<string>();
  for (const value of values) {
    seen.add(value);
    if (seen.size === limit) break;
  }
  return [...seen];
}

function* datesOf(context: ReviewContext) {
  for (const block of scopeBlocks(context))
    for (const date of writtenDates(block.text)) if (date.valid) yield date.text;
}

function* amountsOf(context: ReviewContext) {
  for (const block of scopeBlocks(context)) for (const match of block.text.matchAll(AMOUNT)) yield match[0];
}

const list = (items: string[]) =>
  items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;

function keyFacts(context: ReviewContext): string {
  const dates = firstDistinct(datesOf(context), KEY_ITEMS);
  const amounts = firstDistinct(amountsOf(context), KEY_ITEMS);
  const words = scopeBlocks(context).reduce((total, block) => total + wordCount(block.text), 0);
  return [
    `About ${words.toLocaleString('en-US')} words.`,
    dates.length > 0 ? `Dates: ${dates.join('; ')}.` : 'No dates.',
    amounts.length > 0 ? `Amounts: ${amounts.join('; ')}.` : 'No amounts.',
  ].join(' ');
}

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** The summary of a whole document: its kind and title, parties, clauses, words, dates and amounts. */
export function summarizeDocument(context: ReviewContext, kind: DocumentKind): string {
  const title =
    context.blocks
      .find((block) => block.text.trim() !== '')
      ?.text.trim()
      .split('\n')[0] ?? '';
  const parties = firstDistinct(documentParties(context), KEY_ITEMS);
  const numbered = context.clauses.filter((clause) => clause.number !== null).length;
  const opening = [
    capitalise(KIND_NAMES[kind]),
    title ? ` “${title.slice(0, 120)}”` : '',
    parties.length > 0 ? ` naming ${list(parties)}` : '',
    `, with ${context.clauses.length} clause${context.clauses.length === 1 ? '' : 's'}`,
    numbered > 0 ? ` (${numbered} numbered)` : '',
    '.',
  ].join('');
  return `${opening} ${keyFacts(context)}`;
}

/** The summary of one clause: its number and title, words, dates and amounts. */
export function summarizeClause(context: ReviewContext, clause: DocumentClause): string {
  const name = clause.number ? `Clause ${clause.number} “${clause.title}”` : `Clause “${clause.title}”`;
  return `${name}. ${keyFacts(context)}`;
}
