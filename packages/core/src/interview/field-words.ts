import type { InterviewItemField } from './question.js';

// Labels and input types for names nothing defines: a custom field typed into a template
// (`deal.closing_date`) and the columns of a list (`seller.email` inside a repeat).

/** A readable label of an id without a definition: `deal.closing_date` reads "Deal Closing Date". */
export function readableLabel(id: string): string {
  const words = id.split(/[\s._-]+/).filter((word) => word.length > 0);
  if (words.length === 0) return id;
  return words.map((word) => word.charAt(0).toUpperCase() + word.slice(1)).join(' ');
}

const EMAIL = /e-?mail/i;
const PHONE = /phone|mobile|fax|(^|_)tel($|_)/i;
const DATE = /date|(^|_)dob($|_)|birth|_on$|_at$/i;

/** The input a list column takes, guessed from its name: email, phone, date or text. */
export function itemFieldType(key: string): InterviewItemField['type'] {
  if (EMAIL.test(key)) return 'email';
  if (PHONE.test(key)) return 'phone';
  if (DATE.test(key)) return 'date';
  return 'text';
}
