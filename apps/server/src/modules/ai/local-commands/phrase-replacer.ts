import type { PhraseEntry } from './phrase-tables.js';
import { atSentenceStart, capitalize, casePattern, withCase } from './sentence.js';
import type { TextNodeContext } from './text-nodes.js';

// One replacer for both tables: a single pass of one regular expression over each text node, so the
// work is linear in the text and a rewritten phrase is never rewritten again.

const WORD_CHAR = '[\\p{L}\\p{N}_]';
// What may follow a removed phrase with no space between: "as amended from time to time." is "as amended.".
const PUNCTUATION_AFTER = '[,.;:!?)\\]]|$';

interface Rule {
  entry: PhraseEntry | null;
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

// Words apart by any whitespace; in a listed phrase ("give, devise and bequeath") a comma may stand
// in any gap or be left out, so the Oxford comma matches too.
function phrasePattern(phrase: string): string {
  const words = phrase
    .split(/[\s,]+/)
    .filter(Boolean)
    .map(escapeRegExp);
  return words.join(phrase.includes(',') ? ',?\\s+' : '\\s+');
}

function rulePattern(entry: PhraseEntry | null, phrase: string): string {
  let pattern = phrasePattern(phrase);
  const after = `(?!${WORD_CHAR})`;
  // A removal takes the space after it, or, before punctuation, the space before it (see below).
  if (entry?.to === '') return `${pattern}(?:\\s+|(?=${PUNCTUATION_AFTER}))`;
  if (entry?.next) pattern += `(?=\\s+(?:${entry.next.source})${after})`;
  if (entry?.notNext) pattern += `(?!\\s+(?:${entry.notNext.source})${after})`;
  return pattern + after;
}

/** A function rewriting the table's phrases in a text node; `keep` are phrases left as they are. */
export function phraseReplacer(table: readonly PhraseEntry[], keep: readonly string[]) {
  // Longer phrases first, so that at one position "any and all" wins over a phrase it contains.
  const rules: (Rule & { phrase: string })[] = [
    ...table.map((entry) => ({ entry, phrase: entry.from })),
    ...keep.map((phrase) => ({ entry: null, phrase })),
  ].sort((a, b) => b.phrase.length - a.phrase.length);
  const pattern = new RegExp(
    `(?<!${WORD_CHAR})(?:${rules.map((rule) => `(${rulePattern(rule.entry, rule.phrase)})`).join('|')})`,
    'giu',
  );

  return (text: string, context: TextNodeContext): string => {
    let out = '';
    let last = 0;
    // Set after a phrase removed at a sentence start: the next text written takes its capital. A
    // removal in an earlier node ("<b>It is agreed that</b> the fee") shows as a sentence start in
    // the rewritten text where the original had none.
    let capitalizeNext = atSentenceStart(context.written, '', 0) && !atSentenceStart(context.before, '', 0);
    const write = (piece: string) => {
      if (capitalizeNext && piece !== '') {
        out += capitalize(piece);
        capitalizeNext = false;
      } else out += piece;
    };
    for (const match of text.matchAll(pattern)) {
      const index = match.index;
      const entry = rules[match.slice(1).findIndex((group) => group !== undefined)]?.entry;
      write(text.slice(last, index));
      last = index + match[0].length;
      const found = match[0];
      const shape = casePattern(found);
      // A capital mid-sentence marks a defined term or a heading ("the Prior Agreement"): left alone.
      const start: boolean = capitalizeNext || atSentenceStart(context.before, text, index);
      if (!entry || (shape === 'capital' && !start) || shape === 'mixed') write(found);
      // "It is hereby agreed that the fee..." becomes "The fee...".
      else if (entry.to === '') {
        // Removed before punctuation: the space before the phrase goes, so that no "amended ." is left.
        if (!/\s$/.test(found)) out = out.replace(/[ \t]+$/, '');
        capitalizeNext ||= shape !== 'lower' && start;
      } else write(withCase(entry.to, shape));
    }
    write(text.slice(last));
    return out;
  };
}
