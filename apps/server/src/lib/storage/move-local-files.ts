import type pg from 'pg';
import { writeObject } from './database-storage.js';
import type { ObjectStorage } from './object-storage.js';

// A single instance that kept its files under DATA_DIR and now keeps them in PostgreSQL (the new
// default with DATABASE_URL) moves them in at start: each file is written to the database, then
// removed from the disk. It keeps its tag, which the assets table remembers and checks on every
// read. A file already in the database (a move that stopped half way) is only removed from the
// disk, so running it again is safe, and instances starting together cannot overwrite each other.

/** The folders of DATA_DIR that hold storage objects; the rest (PostgreSQL, secrets) is not ours. */
export const STORED_PREFIXES = ['assets/', 'signatures/'] as const;

/** Moves every stored file under DATA_DIR into the database; answers how many were moved. */
export async function moveLocalFiles(disk: ObjectStorage, pool: pg.Pool): Promise<number> {
  let moved = 0;
  for (const prefix of STORED_PREFIXES) {
    for await (const { key } of disk.list(prefix)) {
      // A write that never finished (.name.partial) is no object: the sweep removes it.
      if (key.split('/').at(-1)!.startsWith('.')) continue;
      const object = await disk.get(key);
      if (!object) continue;
      const written = await writeObject(
        pool,
        { key, bytes: object.bytes, contentType: contentTypeOf(key), etag: object.etag },
        { ifAbsent: true },
      );
      await disk.delete(key);
      if (written) moved++;
    }
  }
  return moved;
}

// The disk keeps no type: the one the extension names (what the app stores under each), for the record.
const TYPES: Record<string, string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
  pdf: 'application/pdf',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
};

const contentTypeOf = (key: string) =>
  TYPES[key.split('.').at(-1)?.toLowerCase() ?? ''] ?? 'application/octet-stream';
