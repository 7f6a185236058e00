import { open, rename, unlink } from 'node:fs/promises';
import path from 'node:path';
import { IMAGE_TYPES } from './image-types.js';

// An asset file appears under its final name only once its bytes are on disk, and only while the
// transaction that records it is open; a crash leaves at worst a temporary file or an unrecorded
// final one, both of which the sweep recognises by these names.

const EXTENSIONS = IMAGE_TYPES.map((type) => type.extension).join('|');
const ID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';

export const FINAL_NAME = new RegExp(`^${ID}\\.(${EXTENSIONS})$`);
export const TEMP_NAME = new RegExp(`^\\.${ID}\\.(${EXTENSIONS})\\.partial$`);

/** Where the bytes of `file` wait until the upload is recorded: a hidden name in the same directory, so the rename is atomic. */
export const tempPathOf = (file: string) => path.join(path.dirname(file), `.${path.basename(file)}.partial`);

/** Writes the bytes to a new file (never over an existing one) and flushes them to disk. */
export async function writeDurably(file: string, bytes: Buffer): Promise<void> {
  const handle = await open(file, 'wx', 0o600);
  try {
    await handle.writeFile(bytes);
    await handle.sync();
  } finally {
    await handle.close();
  }
}

/** Renames a file into place and flushes the directory, so the new name survives a power cut. */
export async function moveDurably(from: string, to: string): Promise<void> {
  await rename(from, to);
  const directory = await open(path.dirname(to), 'r');
  try {
    await directory.sync();
  } finally {
    await directory.close();
  }
}

/** Removes a file; one already gone is no error. */
export async function removeIfPresent(file: string): Promise<void> {
  try {
    await unlink(file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
}
