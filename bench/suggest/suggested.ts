// The 200-page contract of bench:editor with 1,000 pending suggestions, the same on every run: every
// other body paragraph gets one, alternately an insertion and a deletion, by three authors in turn.
import { buildContract } from '../editor/contract';

/** The suggestions the contract carries. */
export const SUGGESTIONS = 1000;
/** Merge fields in the contract, as bench:editor's largest case. */
export const FIELDS = 2000;
const AUTHORS = ['Ann Lee', 'Opposing Counsel', 'Ben Ortiz'];
const AT = '2026-11-20T09:30:00.000Z';

const attrs = (index: number) =>
  `data-suggestion="b${index}" data-author-name="${AUTHORS[index % AUTHORS.length]}" data-at="${AT}"`;

/** Puts a suggestion after the first sentence of the paragraph's text (the paragraph's inner HTML). */
function suggest(inner: string, index: number): string {
  const cut = inner.indexOf('. ');
  if (cut < 0) return inner;
  const [head, tail] = [inner.slice(0, cut + 2), inner.slice(cut + 2)];
  if (index % 2 === 0) return `${head}<ins ${attrs(index)}>Subject to clause ${index + 1}, </ins>${tail}`;
  // A deletion takes the tail's first word, when it is plain text.
  const word = /^[A-Za-z]+ /.exec(tail)?.[0];
  if (!word) return `${head}<ins ${attrs(index)}>Subject to clause ${index + 1}, </ins>${tail}`;
  return `${head}<del ${attrs(index)}>${word}</del>${tail.slice(word.length)}`;
}

/** The contract with its 1,000 suggestions (`suggested`) or without them (`clean`), as stored HTML. */
export function buildSuggestedContract(variant: 'suggested' | 'clean'): string {
  const html = buildContract({ fields: FIELDS, variant: 'product' });
  if (variant === 'clean') return html;
  let paragraph = 0;
  let made = 0;
  return html.replace(/<p>(.*?)<\/p>/g, (whole, inner: string) => {
    paragraph += 1;
    if (paragraph % 2 === 1 || made >= SUGGESTIONS) return whole;
    const changed = suggest(inner, made);
    if (changed !== inner) made += 1;
    return `<p>${changed}</p>`;
  });
}
