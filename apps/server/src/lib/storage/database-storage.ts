import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import type pg from 'pg';
import {
  checkedKey,
  type GetOptions,
  type ListedObject,
  type ObjectStorage,
  ObjectTooLarge,
  type StoredObject,
  type StreamedObject,
  type StreamOptions,
} from './object-storage.js';

// Objects in PostgreSQL (tables stored_files and stored_file_chunks), so that every instance on the
// database sees every file, as Documenso's default "database" transport does. The bytes go in and
// out one chunk of at most 1 MiB per statement: no query carries a whole large file; `get` holds
// the object once (it hands callers a Buffer) plus a single chunk, `getStream` a chunk at a time.
//
// The driver has a small pool of its own: callers place a staged object inside their own
// transaction, which holds one of the app's connections, and a put that waited for another of the
// same pool could wait forever once every connection is held that way.

export const CHUNK_BYTES = 1024 * 1024;

/** The storage of every instance on one PostgreSQL: files in its tables, read through `pool`. */
export function databaseStorage(pool: pg.Pool): ObjectStorage {
  const put = async (key: string, bytes: Buffer, contentType: string) => {
    await writeObject(pool, { key: checkedKey(key), bytes, contentType, etag: `"${randomUUID()}"` });
  };

  return {
    kind: 'database',
    put,
    // The whole write is one transaction: nothing shows under the key before it commits, so, as on
    // S3, the write itself is the placing.
    stage: async (key, bytes, contentType) => {
      checkedKey(key);
      return { place: () => put(key, bytes, contentType), discard: async () => {} };
    },
    get: async (key, options) => readObject(pool, checkedKey(key), options),
    getStream: async (key, options) => streamObject(pool, checkedKey(key), options),
    async delete(key) {
      await pool.query('delete from stored_files where key = $1', [checkedKey(key)]);
    },
    list: (prefix) => listObjects(pool, prefix),
    close: () => pool.end(),
  };
}

export type WrittenObject = { key: string; bytes: Buffer; contentType: string; etag: string };

/**
 * Writes the object in one transaction, over whatever the key held. `ifAbsent` leaves an object
 * already there untouched and answers false (moving local files in, which may run twice).
 */
export async function writeObject(
  pool: pg.Pool,
  { key, bytes, contentType, etag }: WrittenObject,
  { ifAbsent = false } = {},
): Promise<boolean> {
  const client = await pool.connect();
  try {
    await client.query('begin');
    // The row's lock makes two writes of one key take turns; the chunks of the first go with it.
    const written = await client.query(
      `insert into stored_files (key, content_type, size, etag) values ($1, $2, $3, $4)
       on conflict (key) do ${ifAbsent ? 'nothing' : 'update set content_type = excluded.content_type, size = excluded.size, etag = excluded.etag, created_at = now()'}`,
      [key, contentType, bytes.length, etag],
    );
    if (written.rowCount === 0) {
      await client.query('rollback');
      return false;
    }
    await client.query('delete from stored_file_chunks where key = $1', [key]);
    for (let seq = 0; seq * CHUNK_BYTES < bytes.length; seq++) {
      await client.query('insert into stored_file_chunks (key, seq, data) values ($1, $2, $3)', [
        key,
        seq,
        bytes.subarray(seq * CHUNK_BYTES, (seq + 1) * CHUNK_BYTES),
      ]);
    }
    await client.query('commit');
    return true;
  } catch (error) {
    await client.query('rollback').catch(() => {});
    throw error;
  } finally {
    client.release();
  }
}

async function readObject(
  pool: pg.Pool,
  key: string,
  { ifMatch, maxBytes }: GetOptions = {},
): Promise<StoredObject | null> {
  const client = await pool.connect();
  try {
    // One snapshot for the row and every chunk: a write of the key meanwhile is not half seen.
    await client.query('begin isolation level repeatable read read only');
    const { rows } = await client.query<{ size: string; etag: string }>(
      'select size, etag from stored_files where key = $1',
      [key],
    );
    const file = rows[0];
    if (!file || (ifMatch !== undefined && ifMatch !== file.etag)) return null;
    const size = Number(file.size);
    if (maxBytes !== undefined && size > maxBytes) throw new ObjectTooLarge(key, size);
    const bytes = Buffer.allocUnsafe(size);
    let offset = 0;
    for (let seq = 0; offset < size; seq++) {
      const chunk = await client.query<{ data: Buffer }>(
        'select data from stored_file_chunks where key = $1 and seq = $2',
        [key, seq],
      );
      const data = chunk.rows[0]?.data;
      if (!data) throw new Error(`The stored file ${key} is missing its chunk ${seq}`);
      offset += data.copy(bytes, offset);
    }
    return { bytes, etag: file.etag };
  } finally {
    await client.query('rollback').catch(() => {});
    client.release();
  }
}

/**
 * The object a chunk at a time, each read when the stream wants more, all in one snapshot (a
 * REPEATABLE READ transaction on a connection of its own): a write of the key meanwhile is not
 * half seen. The connection goes back to the pool when the stream ends, fails or is destroyed.
 */
async function streamObject(
  pool: pg.Pool,
  key: string,
  { ifMatch }: StreamOptions = {},
): Promise<StreamedObject | null> {
  const client = await pool.connect();
  let released = false;
  // The rollback waits for a chunk still being read; a connection it fails on is dropped rather
  // than handed to the next caller.
  const release = async () => {
    if (released) return;
    released = true;
    const failed = await client.query('rollback').then(
      () => undefined,
      (error: Error) => error,
    );
    client.release(failed);
  };
  let file: { size: number; etag: string; contentType: string } | undefined;
  try {
    await client.query('begin isolation level repeatable read read only');
    const { rows } = await client.query<{ size: string; etag: string; content_type: string }>(
      'select size, etag, content_type from stored_files where key = $1',
      [key],
    );
    const row = rows[0];
    if (row && (ifMatch === undefined || ifMatch === row.etag)) {
      file = { size: Number(row.size), etag: row.etag, contentType: row.content_type };
    }
  } catch (error) {
    await release();
    throw error;
  }
  if (!file) {
    await release();
    return null;
  }
  const { size } = file;
  let offset = 0;
  let seq = 0;
  const stream = new Readable({
    read() {
      if (offset >= size) {
        this.push(null);
        return;
      }
      client
        .query<{ data: Buffer }>('select data from stored_file_chunks where key = $1 and seq = $2', [
          key,
          seq,
        ])
        .then(({ rows }) => {
          const data = rows[0]?.data;
          if (!data) throw new Error(`The stored file ${key} is missing its chunk ${seq}`);
          seq++;
          offset += data.length;
          this.push(data);
        })
        .catch((error: Error) => this.destroy(error));
    },
    destroy(error, callback) {
      release().then(
        () => callback(error),
        () => callback(error),
      );
    },
  });
  return { stream, ...file };
}

/** The keys under the prefix, a page at a time, so that a sweep of many files holds few in memory. */
async function* listObjects(pool: pg.Pool, prefix: string): AsyncGenerator<ListedObject> {
  let after = '';
  for (;;) {
    const { rows } = await pool.query<{ key: string; created_at: Date }>(
      `select key, created_at from stored_files
       where starts_with(key, $1) and key collate "C" > $2 order by key collate "C" limit 500`,
      [prefix, after],
    );
    for (const row of rows) yield { key: row.key, lastModified: row.created_at };
    if (rows.length < 500) return;
    after = rows.at(-1)!.key;
  }
}
