import type { TextNodeContext } from './text-nodes.js';

// `fix` also takes out the space typed before a comma, semicolon, colon, full stop, question or
// exclamation mark ("may , the" is "may, the"). Left alone: a full stop before a digit (" .5") or
// another stop (an ellipsis), and a colon or comma run into the next word or number ("10 :30"),
// where the space may be meant.

const SPACE_BEFORE_PUNCTUATION = /[ \t\u00A0]+(?=[,;:!?](?![\p{L}\p{N}])|\.(?![\p{N}.]))/gu;

/** The text node without spaces before its punctuation; one at its very start goes only after text. */
export function tidyPunctuationSpacing(text: string, context: TextNodeContext): string {
  return text.replace(SPACE_BEFORE_PUNCTUATION, (space: string, index: number) => {
    // At the start of a node, what precedes is the block's text before it (a field, a bold word).
    const precededByText = index > 0 ? !/\s/.test(text[index - 1]!) : /\S$/.test(context.written);
    return precededByText ? '' : space;
  });
}
