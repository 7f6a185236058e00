import { finding, type ReviewContext, type RuleFinding, scopeBlocks } from '../context.js';
import { maskedText, sentences, wordCount } from '../text.js';

/** Sentences longer than this many words are hard to read (medium)... */
export const LONG_SENTENCE_WORDS = 60;
/** ...and longer than this, very hard (high). */
export const VERY_LONG_SENTENCE_WORDS = 90;

/** Sentences of more than 60 words (medium) or 90 words (high), one finding each. */
export function findLongSentences(context: ReviewContext): RuleFinding[] {
  const findings: RuleFinding[] = [];
  for (const block of scopeBlocks(context)) {
    if (block.type === 'codeBlock') continue;
    const masked = maskedText(block);
    for (const sentence of sentences(block.text)) {
      const words = wordCount(masked, sentence.start, sentence.end);
      if (words <= LONG_SENTENCE_WORDS) continue;
      const high = words > VERY_LONG_SENTENCE_WORDS;
      findings.push(
        finding(context, {
          severity: high ? 'high' : 'medium',
          title: `Long sentence (${words} words)`,
          explanation:
            `This sentence runs to ${words} words; over ${high ? VERY_LONG_SENTENCE_WORDS : LONG_SENTENCE_WORDS} ` +
            'a reader loses track of who does what. Split it at its conditions and obligations.',
          block: block.index,
          quote: sentence.text,
        }),
      );
    }
  }
  return findings;
}
