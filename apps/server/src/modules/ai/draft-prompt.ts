import type { GenerateTemplateInput } from '@lexdraft/contract';
import { protectText } from './fields/sentinels.js';
import type { ChatMessage } from './provider/types.js';

// What a provider is asked when it drafts a template: HTML whose placeholders are `{{id}}` markers,
// the firm's own fields preferred, so that they become merge fields (markers-to-fields.ts). Every
// free text of the request (description, name, category, jurisdiction, the catalogue's labels) goes
// through the same sentinels as a command's selection: an e-mail, SSN or EIN typed in it goes as
// `⟦D1⟧` and comes back in the draft as it was written.

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
  'Markers such as ⟦D1⟧ stand for client data withheld from you, and ⟦F1⟧ for a merge field the request names:',
  'where the template needs what one stands for, copy the marker exactly as written.',
].join(' ');

/** A drafting's messages, client data withheld, and the way back for the answer. */
export interface DraftRequest {
  messages: ChatMessage[];
  /** The answer's HTML with each sentinel back as what it stood for (escaped for HTML). */
  restore: (html: string) => string;
}

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' };
const escapeHtml = (text: string) => text.replace(/[&<>"]/g, (character) => HTML_ESCAPES[character]!);

/** The request of a drafting. */
export function draftRequest(
  input: GenerateTemplateInput,
  catalogue: readonly CatalogueField[],
): DraftRequest {
  const about = [
    input.name && `Template name: ${input.name}`,
    input.category && `Category: ${input.category}`,
    input.jurisdiction_code && `Jurisdiction: ${input.jurisdiction_code}`,
  ].filter(Boolean);
  const fields = catalogue.map((field) => `- ${field.id}: ${field.label}`).join('\n');
  const guarded = protectText(
    `${[...about, `Request: ${input.prompt}`].join('\n')}\n\nField catalogue (id: label):\n${fields}`,
  );
  return {
    messages: [
      { role: 'system', content: RULES },
      { role: 'user', content: guarded.text },
    ],
    // The request was plain text and the answer is HTML: what comes back is escaped.
    restore: (html) => guarded.restore(html, escapeHtml),
  };
}
