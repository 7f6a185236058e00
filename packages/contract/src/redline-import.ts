import { z } from 'zod';
import { wordFile } from './template-import.js';

// POST /docs/documents/{id}/import-redline (issue 31; docs/negotiation.md, Importing a Word redline):
// a counterparty's Word file becomes the document's next version, its tracked changes suggestions
// and its comments external threads.

/**
 * The multipart form: the .docx in `file` and, optionally, `base_version`, the version the caller
 * had open (a document saved since is a 409, as for a save).
 */
export const redlineImportBody = z.object({
  file: wordFile,
  base_version: z.string().regex(/^\d+$/, 'must be a version number').transform(Number).optional(),
});

/** What the import made. */
export const redlineImportAnswer = z.object({
  /** The document's new version number. */
  version: z.int(),
  /** How many suggestions the new version carries from the Word file's tracked changes (a replacement counts twice: its deletion and its insertion). */
  suggestions: z.int(),
  /** How many comment threads were made from the Word file's comments (replies are part of their thread). */
  comments: z.int(),
});
export type RedlineImportAnswer = z.infer<typeof redlineImportAnswer>;
