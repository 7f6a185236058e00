import { type SanitizeResult, sanitizeDocumentHtml } from './html-sanitizer.js';

/** The task each pool thread runs (html-sanitizer-pool.ts). */
export default function sanitize(html: string): SanitizeResult {
  return sanitizeDocumentHtml(html);
}
