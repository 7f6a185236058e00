import { type AppliedImport, type ApplyOptions, applyMappings } from './apply-mappings.js';
import { type ConvertedDocx, type ConvertOptions, convertDocx } from './convert-docx.js';
import { DocxImportError, IMPORT_REFUSALS, type ImportRefusal } from './import-error.js';
import { readDocxPackage } from './read-package.js';

// The whole CPU part of a Word import on a thread of the import's pool (convert-pool.ts): unpacking,
// parsing, the OOXML pass, mammoth and placeholder detection; then, once the images have their
// URLs, the mappings applied and the HTML sanitized. What crosses back is cloned: a refusal comes
// back as data, since an error class does not survive the crossing.

/** Converts an upload, or applies the mappings to a conversion (its images left out: only their URLs count). */
export type ImportTask =
  | ({ kind: 'convert'; bytes: Uint8Array } & ConvertOptions)
  | { kind: 'apply'; converted: ConvertedDocx; options: ApplyOptions };

/** What the task gave, or why the file was refused. */
export type ImportOutcome =
  | { converted: ConvertedDocx }
  | { applied: AppliedImport }
  | { refused: { code: ImportRefusal | 'bad-mapping'; detail: string } };

/** The task each thread of the import's pool runs. */
export default async function runImportTask(task: ImportTask): Promise<ImportOutcome> {
  try {
    if (task.kind === 'apply') return { applied: applyMappings(task.converted, task.options) };
    const { bytes, intelligentDetection } = task;
    return { converted: await convertDocx(readDocxPackage(bytes), { intelligentDetection }) };
  } catch (error) {
    if (error instanceof DocxImportError) return { refused: { code: error.code, detail: error.detail } };
    // A part nested past what any walker expects is a damaged file, never a failure of the server.
    if (error instanceof RangeError) {
      return { refused: { code: 'damaged', detail: IMPORT_REFUSALS.damaged.detail } };
    }
    throw error;
  }
}
