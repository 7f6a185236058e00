import type { DocumentBlock } from '@lexdraft/core';

// What kind of document this is, which decides the clauses it is expected to have.

/** The kinds the reviewer tells apart. */
export type DocumentKind = 'agreement' | 'nda' | 'employment' | 'lease' | 'letter' | 'memo' | 'other';

const NDA_TITLE = /\b(?:non-?disclosure|confidentiality|secrecy)\s+agreement\b|\bNDA\b/i;
const EMPLOYMENT_TITLE = /\bemployment\s+(?:agreement|contract)\b|\bcontract\s+of\s+employment\b/i;
const LEASE_TITLE = /\b(?:lease|sublease|tenancy)(?:\s+agreement)?\b/i;
const AGREEMENT_TITLE =
  /\b(?:agreement|contract|deed|lease|licen[cs]e|terms\s+(?:and|&)\s+conditions|terms\s+of\s+(?:service|use|business|engagement)|memorandum\s+of\s+(?:understanding|agreement)|addendum|amendment|indenture|covenant)\b/i;
const MEMO_TITLE = /\bmemo(?:randum)?\b/i;
const LETTER_TITLE = /\bletter\b/i;
const MEMO_LINE = /^(?:to|from|re|subject|date|cc)\s*:/i;
const SALUTATION = /^(?:dear\b|to whom it may concern)/i;
const CLOSING =
  /^(?:sincerely|yours\s+(?:faithfully|sincerely|truly)|very\s+truly\s+yours|(?:kind|best|warm)\s+regards)\b/i;
const AGREEING =
  /\b(?:this\s+agreement|the\s+parties\s+(?:hereby\s+)?agree|hereby\s+agree|in\s+witness\s+whereof)\b/gi;

/** Kinds by how a reader would name them. */
export const KIND_NAMES: Record<DocumentKind, string> = {
  agreement: 'agreement',
  nda: 'non-disclosure agreement',
  employment: 'employment agreement',
  lease: 'lease',
  letter: 'letter',
  memo: 'memo',
  other: 'document',
};

/**
 * The kind of a document: by its title (the first block with text) first, then by a letter's
 * salutation or closing, a memo's To/From lines, or an agreement's wording; 'other' when nothing tells.
 */
export function documentKind(blocks: readonly DocumentBlock[]): DocumentKind {
  const texts = blocks.map((block) => block.text.trim()).filter(Boolean);
  const title = (texts[0] ?? '').slice(0, 160);
  if (NDA_TITLE.test(title)) return 'nda';
  if (EMPLOYMENT_TITLE.test(title)) return 'employment';
  if (LEASE_TITLE.test(title)) return 'lease';
  // A memorandum of understanding is an agreement, so agreements are told before memos.
  if (AGREEMENT_TITLE.test(title)) return 'agreement';
  if (MEMO_TITLE.test(title)) return 'memo';
  if (LETTER_TITLE.test(title)) return 'letter';
  const opening = texts.slice(0, 12);
  if (opening.flatMap((text) => text.split('\n')).filter((line) => MEMO_LINE.test(line)).length >= 2)
    return 'memo';
  if (opening.some((text) => SALUTATION.test(text)) || texts.slice(-12).some((text) => CLOSING.test(text)))
    return 'letter';
  let agreeing = 0;
  for (const text of texts) {
    agreeing += text.match(AGREEING)?.length ?? 0;
    if (agreeing >= 2) return 'agreement';
  }
  return 'other';
}
