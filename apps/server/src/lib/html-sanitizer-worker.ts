import { type SanitizeResult, sanitizeDocumentHtml } from './html-sanitizer.js';
import { structureStoredHtml } from './stored-logic.js';

/** The task each pool thread runs (html-sanitizer-pool.ts): sanitizing, then the document's logic (stored-logic.ts). */
export default function sanitize(html: string): SanitizeResult {
  const sanitized = sanitizeDocumentHtml(html);
  if (!sanitized.ok || sanitized.blank) return sanitized;
  const structured = structureStoredHtml(sanitized.html);
  return structured.ok
    ? { ...sanitized, html: structured.html }
    : { ...sanitized, logicProblem: structured.detail };
}
