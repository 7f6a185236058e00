import type { AiCommandName } from '@lexdraft/contract';
import type { ChatMessage } from './provider/types.js';

// What a provider is asked for each of the seven commands. The selection goes as HTML with its merge
// fields as sentinels; the answer is HTML with the same sentinels, each once.

const TASKS: Record<AiCommandName, string> = {
  improve: 'Improve the passage: clearer, more precise and better flowing, with the same legal meaning.',
  shorter:
    'Make the passage shorter and more concise, losing no obligation, right, party, amount or condition.',
  longer:
    'Expand the passage with useful precision and detail, in the same style, with the same legal meaning.',
  simplify:
    'Rewrite the passage in plain English: ordinary words for legalese and doublets, shorter sentences, the same legal meaning.',
  rephrase: 'Rephrase the passage in other words, with the same meaning and register.',
  fix: 'Correct the spelling, grammar and punctuation of the passage; change nothing else.',
  translate: 'Translate the passage into the language named below; keep defined terms consistent.',
};

const RULES = [
  'You edit a passage of a legal document for a law firm.',
  'The passage is HTML. Answer with the rewritten passage as HTML only, using the tags the passage uses:',
  'no code fences, no explanations, nothing before or after it.',
  'Markers such as ⟦F1⟧ stand for merge fields, and ⟦D1⟧ for withheld client data: keep every marker exactly',
  'as written and as often as the passage has it, where it belongs in the rewritten text; never add, repeat,',
  'drop or translate a marker.',
].join(' ');

const times = (count: number) => (count === 1 ? 'once' : `${count} times`);

/**
 * The messages of a command. `required` (each sentinel and how often the passage has it) makes
 * the stricter instruction of the retry after an answer that changed them.
 */
export function rewriteMessages(input: {
  command: AiCommandName;
  targetLanguage?: string;
  /** The selection's HTML after protectHtml. */
  html: string;
  required?: ReadonlyMap<string, number>;
}): ChatMessage[] {
  const language = input.command === 'translate' ? `\nLanguage: ${input.targetLanguage ?? ''}` : '';
  const required = [...(input.required ?? [])].map(([token, count]) => `${token} ${times(count)}`);
  const must =
    required.length > 0
      ? `The answer must contain exactly these markers, and no other: ${required.join(', ')}.`
      : 'The answer must contain no markers at all.';
  const strict = input.required ? ` Your previous answer changed the markers. ${must}` : '';
  return [
    { role: 'system', content: `${RULES} ${TASKS[input.command]}${strict}` },
    { role: 'user', content: `${language ? `${language.trim()}\n\n` : ''}Passage:\n${input.html}` },
  ];
}
