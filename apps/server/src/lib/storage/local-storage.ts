import type { Dirent } from 'node:fs';
import { mkdir, open, readdir, stat } from 'node:fs/promises';
import path from 'node:path';
import { moveDurably, removeIfPresent, tempPathOf, writeDurably } from './local-files.js';
import {
  checkedKey,
  type GetOptions,
  type ListedObject,
  type ObjectStorage,
  ObjectTooLarge,
  type StagedObject,
  type StreamedObject,
  type StreamOptions,
} from './object-storage.js';

// Objects as files under a root directory (DATA_DIR), the key as the relative path. Writes are
// durable (flushed, then renamed into place); a crash leaves at worst a temporary file, which
// list() shows under its own name so that a sweep can find it.

/** The storage of one machine: files under `root`. */
export function diskStorage(root: string): ObjectStorage {
  const fileOf = (key: string) => path.join(root, ...checkedKey(key).split('/'));

  async function stage(key: string, bytes: Buffer): Promise<StagedObject> {
    const file = fileOf(key);
    const temp = tempPathOf(file);
    await mkdir(path.dirname(file), { recursive: true });
    try {
      await writeDurably(temp, bytes);
    } catch (error) {
      // 'wx': a temporary name that already exists is another stage's, of the same key, under way,
      // and is that stage's to remove.
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') await removeIfPresent(temp).catch(() => {});
      throw error;
    }
    return { place: () => moveDurably(temp, file), discard: () => removeIfPresent(temp) };
  }

  return {
    kind: 'local',
    stage,
    async put(key, bytes) {
      const staged = await stage(key, bytes);
      try {
        await staged.place();
      } catch (error) {
        await staged.discard().catch(() => {});
        throw error;
      }
    },
    get: async (key, options) => readFile(fileOf(key), options),
    getStream: async (key, options) => streamFile(fileOf(key), options),
    delete: async (key) => removeIfPresent(fileOf(key)),
    list: (prefix) => walk(root, prefix),
    close: async () => {},
  };
}

type FileHandle = Awaited<ReturnType<typeof open>>;

/** The file opened for reading with its tag, or null when there is none; the caller closes it. */
async function openFile(file: string) {
  let handle: FileHandle;
  try {
    handle = await open(file, 'r');
  } catch (error) {
    if (['ENOENT', 'EISDIR', 'ENOTDIR'].includes((error as NodeJS.ErrnoException).code ?? '')) return null;
    throw error;
  }
  try {
    const stats = await handle.stat({ bigint: true });
    if (!stats.isFile()) {
      await handle.close();
      return null;
    }
    // The file is never rewritten in place, only replaced by a rename: a new inode or time is a new object.
    const etag = `"${stats.ino.toString(16)}-${stats.size.toString(16)}-${stats.mtimeNs.toString(16)}"`;
    return { handle, etag, size: Number(stats.size) };
  } catch (error) {
    await handle.close();
    throw error;
  }
}

async function readFile(file: string, { ifMatch, maxBytes }: GetOptions = {}) {
  const opened = await openFile(file);
  if (!opened) return null;
  const { handle, etag, size } = opened;
  try {
    if (ifMatch !== undefined && ifMatch !== etag) return null;
    if (maxBytes !== undefined && size > maxBytes) throw new ObjectTooLarge(path.basename(file), size);
    return { bytes: await handle.readFile(), etag };
  } finally {
    await handle.close();
  }
}

// The stream reads through the handle whose tag was checked: a file renamed over the key meanwhile
// is not mixed in. The stream closes the handle at its end or when destroyed.
async function streamFile(file: string, { ifMatch }: StreamOptions = {}): Promise<StreamedObject | null> {
  const opened = await openFile(file);
  if (!opened) return null;
  const { handle, etag, size } = opened;
  if (ifMatch !== undefined && ifMatch !== etag) {
    await handle.close();
    return null;
  }
  return { stream: handle.createReadStream(), size, etag, contentType: undefined };
}

/** The regular files under root whose key starts with `prefix`; links and other files are left out. */
async function* walk(root: string, prefix: string): AsyncGenerator<ListedObject> {
  const directories = [''];
  while (directories.length > 0) {
    const relative = directories.pop()!;
    for (const entry of await entriesOf(path.join(root, relative))) {
      const key = relative === '' ? entry.name : `${relative}/${entry.name}`;
      // Only directories on the way to the prefix, or inside it, are worth opening.
      if (entry.isDirectory() && (`${key}/`.startsWith(prefix) || prefix.startsWith(`${key}/`))) {
        directories.push(key);
      } else if (entry.isFile() && key.startsWith(prefix)) {
        const stats = await stat(path.join(root, key)).catch(() => undefined);
        if (stats?.isFile()) yield { key, lastModified: stats.mtime };
      }
    }
  }
}

async function entriesOf(directory: string): Promise<Dirent[]> {
  try {
    return await readdir(directory, { withFileTypes: true });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
}
