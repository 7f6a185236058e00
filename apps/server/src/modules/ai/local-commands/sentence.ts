// Sentence starts and case patterns, shared by spelling and the phrase tables: a capital at a
// sentence start is grammar, a capital elsewhere marks a name or a defined term, which is left alone.

// Closing quotes and brackets may follow a sentence's full stop; opening ones may precede its first word.
const SENTENCE_END = /(?:^|[.!?]["'”’)\]]*)\s*["'“‘([]*$/;

const LOOK_BACK = 40;

/**
 * True when the text at `index` of a text node starts a sentence; `before` is the block's text
 * before the node. Only the last few characters are read, so a long node costs nothing extra.
 */
export function atSentenceStart(before: string, text: string, index: number): boolean {
  const near = text.slice(Math.max(0, index - LOOK_BACK), index);
  return SENTENCE_END.test(index >= LOOK_BACK ? near : before.slice(-LOOK_BACK) + near);
}

export type CasePattern = 'lower' | 'capital' | 'upper' | 'mixed';

/** How a word or phrase is written: all lower case, Capitalized, ALL CAPS, or otherwise. */
export function casePattern(text: string): CasePattern {
  const letters = text.replace(/[^\p{L}]/gu, '');
  if (letters === letters.toLowerCase()) return 'lower';
  if (letters.length > 1 && letters === letters.toUpperCase()) return 'upper';
  const first = letters[0] ?? '';
  if (first === first.toUpperCase() && letters.slice(1) === letters.slice(1).toLowerCase()) return 'capital';
  // A capital on a later word of a phrase ("In The Event") is title case: treated as capitalized.
  return first === first.toUpperCase() ? 'capital' : 'mixed';
}

/** `text` written in the case pattern `pattern` (lower case text in, as the tables write it). */
export function withCase(text: string, pattern: CasePattern): string {
  if (pattern === 'upper') return text.toUpperCase();
  if (pattern === 'capital') return capitalize(text);
  return text;
}

/** The text with its first letter in capitals. */
export function capitalize(text: string): string {
  return text.replace(/\p{L}/u, (letter) => letter.toUpperCase());
}
