import { Piscina } from 'piscina';
import { type DocxTask, documentOfTask } from './docx-task.js';
import { renderDocx } from './render-docx.js';

/** The task each pool thread runs (docx-pool.ts): the file's bytes, moved back without a copy. */
export default async function buildDocx(task: DocxTask): Promise<Uint8Array> {
  const file = await renderDocx(documentOfTask(task));
  // A view of its own buffer, so that moving it takes nothing else with it.
  const bytes = new Uint8Array(file.byteLength);
  bytes.set(file);
  // Piscina hands the moved view over as it is; its type is only the wrapper's.
  return Piscina.move(bytes) as Uint8Array;
}
