import type { GenerateTemplateInput } from '@lexdraft/contract';
import type { ChatMessage } from './provider/types.js';

// What a provider is asked when it drafts a template: HTML whose placeholders are `{{id}}` markers,
// the firm's own fields preferred, so that they become merge fields (markers-to-fields.ts).

/** A field the draft may use. */
export interface CatalogueField {
  id: string;
  label: string;
}

const RULES = [
  'You draft legal document templates for a law firm.',
  'Answer with the template as HTML only: no code fences, no explanations, no <html> or <body>.',
  'Use h1 for the title, h2 and h3 for sections, p, ol, ul, li, strong and em; number the sections (1., 1.1).',
  'Where the text needs something that differs for each client or matter (names, addresses, dates, amounts),',
  'write a merge-field marker {{id}}: the id of a field from the catalogue when one fits, otherwise a short',
  'descriptive name of your own (letters, digits, spaces, dots and underscores, starting with a letter),',
  'the same name each time the same thing is meant. Never write example values in their place.',
].join(' ');

/** The messages of a drafting. */
export function draftMessages(
  input: GenerateTemplateInput,
  catalogue: readonly CatalogueField[],
): ChatMessage[] {
  const about = [
    input.name && `Template name: ${input.name}`,
    input.category && `Category: ${input.category}`,
    input.jurisdiction_code && `Jurisdiction: ${input.jurisdiction_code}`,
  ].filter(Boolean);
  const fields = catalogue.map((field) => `- ${field.id}: ${field.label}`).join('\n');
  return [
    { role: 'system', content: RULES },
    {
      role: 'user',
      content: `${[...about, `Request: ${input.prompt}`].join('\n')}\n\nField catalogue (id: label):\n${fields}`,
    },
  ];
}
