import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/database.js';
import { createStorage } from './create-storage.js';
import { CHUNK_BYTES, databaseStorage } from './database-storage.js';
import { diskStorage } from './local-storage.js';
import type { ObjectStorage } from './object-storage.js';

// What only the PostgreSQL driver does: chunks, paged listing, and taking over the files a single
// instance kept under DATA_DIR. The contract it shares with the others is in storage.test.ts.

let database: TestDatabase;
let pool: pg.Pool;
let storage: ObjectStorage;
const opened: ObjectStorage[] = [];

beforeAll(async () => {
  database = await createTestDatabase();
  pool = new pg.Pool({ connectionString: database.url, max: 2 });
  storage = databaseStorage(pool);
});
afterAll(async () => {
  for (const other of opened) await other.close();
  await storage.close();
});

const chunkSizes = async (key: string) =>
  (
    await database.pool.query<{ size: number }>(
      'select length(data) as size from stored_file_chunks where key = $1 order by seq',
      [key],
    )
  ).rows.map((row) => row.size);

const dataDir = () => mkdtempSync(path.join(os.tmpdir(), 'lexdraft-move-'));

describe('the database driver', () => {
  it('keeps a large file in chunks of 1 MiB and gives it back whole, then replaces it', async () => {
    const key = `signatures/org/${crypto.randomUUID()}/sent.pdf`;
    const bytes = randomBytes(2 * CHUNK_BYTES + 12_345);
    await storage.put(key, bytes, 'application/pdf');
    expect(await chunkSizes(key)).toEqual([CHUNK_BYTES, CHUNK_BYTES, 12_345]);
    expect((await storage.get(key))?.bytes.equals(bytes)).toBe(true);

    await storage.put(key, Buffer.from('short'), 'application/pdf');
    expect(await chunkSizes(key)).toEqual([5]);
    expect((await storage.get(key))?.bytes.toString()).toBe('short');
    await storage.delete(key);
    expect(await chunkSizes(key)).toEqual([]);
  });

  it('keeps an empty file', async () => {
    const key = `assets/org/${crypto.randomUUID()}.txt`;
    await storage.put(key, Buffer.alloc(0), 'text/plain');
    expect((await storage.get(key))?.bytes.length).toBe(0);
  });

  it('lists more objects than one page holds', async () => {
    const folder = `assets/many-${crypto.randomUUID()}`;
    const keys = Array.from({ length: 503 }, (_, index) => `${folder}/${String(index).padStart(3, '0')}.png`);
    // Rows without bytes are enough to list, and far quicker to make than 503 puts.
    await database.pool.query(
      `insert into stored_files (key, content_type, size, etag)
       select k, 'image/png', 0, '"x"' from unnest($1::text[]) as k`,
      [keys],
    );
    const listed: string[] = [];
    for await (const { key } of storage.list(`${folder}/`)) listed.push(key);
    expect(listed.sort()).toEqual(keys);
  });
});

describe('choosing the database storage', () => {
  it('moves the files DATA_DIR holds into the database with their tags, once, and nothing else', async () => {
    const dir = dataDir();
    const disk = diskStorage(dir);
    await disk.put('assets/org/logo.png', Buffer.from('logo'), 'image/png');
    await disk.put('signatures/org/request/sent.pdf', Buffer.from('%PDF frozen'), 'application/pdf');
    const { etag } = (await disk.get('assets/org/logo.png'))!;
    writeFileSync(path.join(dir, 'jwt-secret'), 'not a stored file');
    writeFileSync(path.join(dir, 'assets/org/.half.png.partial'), 'an unfinished write');
    const lines: string[] = [];

    const moved = await createStorage(
      { dataDir: dir, storage: 'database', s3: undefined },
      database,
      (line) => lines.push(line),
    );
    opened.push(moved);
    expect(moved.kind).toBe('database');
    expect(lines).toEqual([`Storage: moved 2 files from ${dir} into the database`]);
    // The assets table remembers the tag it confirmed: the moved file must still answer to it.
    expect((await moved.get('assets/org/logo.png', { ifMatch: etag }))?.bytes.toString()).toBe('logo');
    expect((await moved.get('signatures/org/request/sent.pdf'))?.bytes.toString()).toBe('%PDF frozen');
    const types = await database.pool.query<{ content_type: string }>(
      `select content_type from stored_files where key in ('assets/org/logo.png', 'signatures/org/request/sent.pdf') order by key`,
    );
    expect(types.rows.map((row) => row.content_type)).toEqual(['image/png', 'application/pdf']);
    expect(existsSync(path.join(dir, 'assets/org/logo.png'))).toBe(false);
    expect(existsSync(path.join(dir, 'signatures/org/request/sent.pdf'))).toBe(false);
    expect(readFileSync(path.join(dir, 'jwt-secret'), 'utf8')).toBe('not a stored file');
    expect(existsSync(path.join(dir, 'assets/org/.half.png.partial'))).toBe(true);

    // A second start finds nothing left to move.
    const again = await createStorage(
      { dataDir: dir, storage: 'database', s3: undefined },
      database,
      (line) => lines.push(line),
    );
    opened.push(again);
    expect(lines).toHaveLength(1);
  });

  it('leaves an object the database already holds as it is, and clears the copy on disk', async () => {
    const dir = dataDir();
    const key = `assets/org/${crypto.randomUUID()}.png`;
    await storage.put(key, Buffer.from('in the database'), 'image/png');
    await diskStorage(dir).put(key, Buffer.from('stale copy on disk'), 'image/png');
    const moved = await createStorage({ dataDir: dir, storage: 'database', s3: undefined }, database);
    opened.push(moved);
    expect((await moved.get(key))?.bytes.toString()).toBe('in the database');
    expect(existsSync(path.join(dir, key))).toBe(false);
  });

  it('keeps files on disk when STORAGE=local', async () => {
    const dir = dataDir();
    await diskStorage(dir).put('assets/org/kept.png', Buffer.from('kept'), 'image/png');
    const local = await createStorage({ dataDir: dir, storage: 'local', s3: undefined }, database);
    expect(local.kind).toBe('local');
    expect((await local.get('assets/org/kept.png'))?.bytes.toString()).toBe('kept');
  });
});
