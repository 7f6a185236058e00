import type { JSONContent } from '@tiptap/core';
import { documentJsonToHtml, htmlToDocumentJson } from '../../../lib/editor-document.js';
import { HttpError } from '../../../lib/errors.js';
import { sanitizeDocumentHtml } from '../../../lib/html-sanitizer.js';
import { phraseReplacer } from './phrase-replacer.js';
import { SHORTER_COMMAND_TABLE, SIMPLIFY_TABLE, TERMS_OF_ART } from './phrase-tables.js';
import { spellingFixer } from './spelling/fix-spelling.js';
import { loadSpeller } from './spelling/speller.js';
import { mapTextNodes, type TextTransform } from './text-nodes.js';

// The AI commands that need no model (issue 15): `fix` (spelling), `simplify` and `shorter` (our
// tables). The selection goes through the editor's own HTML <-> JSON path, so the answer has the
// selection's structure, marks and merge fields, and only the text of text nodes differs.

/** The commands that run locally. */
export type LocalCommand = 'fix' | 'simplify' | 'shorter';

export const SELECTION_TOO_DEEP = 'The selection is nested too deeply';

const simplify = phraseReplacer(SIMPLIFY_TABLE, TERMS_OF_ART);
const shorter = phraseReplacer(SHORTER_COMMAND_TABLE, TERMS_OF_ART);

async function transformFor(command: LocalCommand): Promise<TextTransform> {
  if (command === 'fix') return spellingFixer(await loadSpeller());
  return command === 'simplify' ? simplify : shorter;
}

/**
 * The command's rewrite of selection HTML, as the editor's HTML. When nothing changes the answer is
 * the selection's own HTML in the editor's normal form, so a caller compares it with that to say so.
 */
export async function runLocalCommand(command: LocalCommand, html: string): Promise<string> {
  // Sanitized first: the editor's parser keeps only what its schema holds, and the sanitizer makes
  // sure nothing else (scripts, handlers) is ever parsed into a DOM.
  const sanitized = sanitizeDocumentHtml(html);
  if (!sanitized.ok) throw new HttpError(422, SELECTION_TOO_DEEP);
  const json: JSONContent = htmlToDocumentJson(sanitized.html);
  const transform = await transformFor(command);
  return documentJsonToHtml(mapTextNodes(json, transform));
}
