import type { JSONContent } from '@tiptap/core';
import { convertDocx } from '../template-import/convert-docx.js';
import { DocxImportError, IMPORT_REFUSALS, type ImportRefusal } from '../template-import/import-error.js';
import { readDocxPackage } from '../template-import/read-package.js';
import { type BuiltRedline, buildRedline } from './build-redline.js';
import { markTrackedChanges } from './mark-tracked-changes.js';
import { readWordThreads } from './word-comments.js';

// The CPU part of a redline import on a thread of its pool (redline-pool.ts): unpacking and checking
// the package exactly as the template import does (read-package.ts: size, zip bomb, DOCTYPE...),
// the tracked-change pass, the template import's own conversion (mammoth and its OOXML pass), then
// the marks and the matching of blocks (build-redline.ts). What crosses back is cloned: a refusal
// comes back as data, since an error class does not survive the crossing.

/** The upload, and the current body with each merge field's printed text in `value`. */
export type RedlineTask = { bytes: Uint8Array; current: JSONContent };

/** What the task built, or why the file was refused. */
export type RedlineOutcome =
  | { built: BuiltRedline }
  | { refused: { code: ImportRefusal | 'bad-mapping'; detail: string } };

/** The task each thread of the redline pool runs. */
export default async function importRedlineTask({ bytes, current }: RedlineTask): Promise<RedlineOutcome> {
  try {
    const pkg = readDocxPackage(bytes);
    const marked = markTrackedChanges(pkg.xml.get(pkg.mainPath) ?? '', pkg.mainPath);
    const xml = new Map(pkg.xml).set(pkg.mainPath, marked.xml);
    // Placeholder detection off: a redline's braces and blanks are the document's text.
    const { html } = await convertDocx({ ...pkg, xml }, { intelligentDetection: false });
    const { changes, commentIds } = marked;
    const converted = { html, changes, commentIds, threads: readWordThreads(pkg) };
    return { built: buildRedline(converted, current) };
  } catch (error) {
    if (error instanceof DocxImportError) return { refused: { code: error.code, detail: error.detail } };
    // A part nested past what any walker expects is a damaged file, never a failure of the server.
    if (error instanceof RangeError) {
      return { refused: { code: 'damaged', detail: IMPORT_REFUSALS.damaged.detail } };
    }
    throw error;
  }
}
