import { open, rename, unlink } from 'node:fs/promises';
import path from 'node:path';

// A file appears under its final name only once its bytes are on disk; until then they wait under
// a hidden temporary name in the same directory, so that the rename that places them is atomic.

const TEMPORARY_SUFFIX = '.partial';

/** Where the bytes of `file` wait until they are placed: `.{name}.partial` beside it. */
export const tempPathOf = (file: string) =>
  path.join(path.dirname(file), `.${path.basename(file)}${TEMPORARY_SUFFIX}`);

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
