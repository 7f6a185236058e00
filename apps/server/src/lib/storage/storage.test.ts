import { once } from 'node:events';
import { mkdtempSync, readdirSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buffer } from 'node:stream/consumers';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../test/database.js';
import { postToBucket, startTestS3, type TestS3 } from '../../test/s3.js';
import { CHUNK_BYTES, databaseStorage } from './database-storage.js';
import { diskStorage } from './local-storage.js';
import { type ObjectStorage, ObjectTooLarge } from './object-storage.js';
import { s3Storage } from './s3-storage.js';

// One contract, three drivers: the local disk in a directory of its own, PostgreSQL in a test
// database of this file's own, and S3 against a real S3-compatible server (s3rver) at its wire
// protocol.

let s3: TestS3;
let databaseUrl: string;
const drivers: Record<ObjectStorage['kind'], ObjectStorage | undefined> = {
  local: undefined,
  database: undefined,
  s3: undefined,
};

beforeAll(async () => {
  s3 = await startTestS3();
  drivers.local = diskStorage(mkdtempSync(path.join(os.tmpdir(), 'lexdraft-storage-')));
  drivers.s3 = await s3Storage(s3.config);
  const database = await createTestDatabase();
  databaseUrl = database.url;
  drivers.database = databaseStorage(new pg.Pool({ connectionString: databaseUrl, max: 2 }));
});
afterAll(async () => {
  await drivers.s3?.close();
  await drivers.database?.close();
  await s3.close();
});

let counter = 0;
const newKey = (extension = 'png') => `assets/contract/${++counter}-${crypto.randomUUID()}.${extension}`;
const bytesOf = (text: string) => Buffer.from(text);
const collect = async (storage: ObjectStorage, prefix: string) => {
  const keys: string[] = [];
  for await (const { key, lastModified } of storage.list(prefix)) {
    expect(lastModified).toBeInstanceOf(Date);
    keys.push(key);
  }
  return keys.sort();
};

describe.each(['local', 'database', 's3'] as const)('the %s driver', (kind) => {
  const storage = () => drivers[kind]!;

  it('says which it is', () => {
    expect(storage().kind).toBe(kind);
  });

  it('gives back what was put, with a tag, and null for a key never put', async () => {
    const key = newKey();
    await storage().put(key, bytesOf('first'), 'image/png');
    const object = await storage().get(key);
    expect(object?.bytes.toString()).toBe('first');
    expect(object?.etag).toMatch(/^".+"$/);
    expect(await storage().get(newKey())).toBeNull();
  });

  it('answers with If-Match only the very object tagged, not one put over it', async () => {
    const key = newKey();
    await storage().put(key, bytesOf('original'), 'image/png');
    const { etag } = (await storage().get(key))!;
    expect((await storage().get(key, { ifMatch: etag }))?.bytes.toString()).toBe('original');
    await storage().put(key, bytesOf('replacement'), 'image/png');
    expect(await storage().get(key, { ifMatch: etag })).toBeNull();
    expect((await storage().get(key))?.bytes.toString()).toBe('replacement');
  });

  it('refuses to read an object larger than asked, and reads one exactly that size', async () => {
    const key = newKey();
    await storage().put(key, Buffer.alloc(100), 'image/png');
    await expect(storage().get(key, { maxBytes: 99 })).rejects.toBeInstanceOf(ObjectTooLarge);
    expect((await storage().get(key, { maxBytes: 100 }))?.bytes.length).toBe(100);
  });

  it('shows a staged object only once placed, and nothing of a discarded one', async () => {
    const placedKey = newKey();
    const staged = await storage().stage(placedKey, bytesOf('staged'), 'image/png');
    expect(await storage().get(placedKey)).toBeNull();
    await staged.place();
    expect((await storage().get(placedKey))?.bytes.toString()).toBe('staged');

    const discardedKey = newKey();
    const dropped = await storage().stage(discardedKey, bytesOf('dropped'), 'image/png');
    await dropped.discard();
    expect(await storage().get(discardedKey)).toBeNull();
    expect(
      (await collect(storage(), 'assets/contract/')).filter((key) =>
        key.includes(discardedKey.split('/')[2]!),
      ),
    ).toEqual([]);
  });

  it('deletes, and deleting what is gone is no error', async () => {
    const key = newKey();
    await storage().put(key, bytesOf('doomed'), 'image/png');
    await storage().delete(key);
    expect(await storage().get(key)).toBeNull();
    await expect(storage().delete(key)).resolves.toBeUndefined();
  });

  it('lists the objects under a prefix and nothing else', async () => {
    const folder = `assets/list-${kind}-${crypto.randomUUID()}`;
    await storage().put(`${folder}/a.png`, bytesOf('a'), 'image/png');
    await storage().put(`${folder}/b.png`, bytesOf('b'), 'image/png');
    await storage().put(`${folder}-sibling/c.png`, bytesOf('c'), 'image/png');
    expect(await collect(storage(), `${folder}/`)).toEqual([`${folder}/a.png`, `${folder}/b.png`]);
    expect(await collect(storage(), `assets/none-${crypto.randomUUID()}/`)).toEqual([]);
  });

  it('streams what was put, with its size and tag, and null for a key never put', async () => {
    const key = newKey();
    await storage().put(key, bytesOf('streamed'), 'image/png');
    const { etag } = (await storage().get(key))!;
    const object = await storage().getStream(key);
    expect(object).toMatchObject({ size: 8, etag });
    if (kind !== 'local') expect(object?.contentType).toBe('image/png');
    expect((await buffer(object!.stream)).toString()).toBe('streamed');
    expect(await storage().getStream(newKey())).toBeNull();
  });

  it('streams with If-Match only the very object tagged, not one put over it', async () => {
    const key = newKey();
    await storage().put(key, bytesOf('original'), 'image/png');
    const { etag } = (await storage().get(key))!;
    const tagged = await storage().getStream(key, { ifMatch: etag });
    expect((await buffer(tagged!.stream)).toString()).toBe('original');
    await storage().put(key, bytesOf('replacement'), 'image/png');
    expect(await storage().getStream(key, { ifMatch: etag })).toBeNull();
    expect((await buffer((await storage().getStream(key))!.stream)).toString()).toBe('replacement');
  });

  it('refuses a key that could leave its root', async () => {
    for (const key of ['../outside.png', 'assets/../../x.png', '/etc/passwd', 'assets//x.png', '']) {
      await expect(storage().put(key, bytesOf('x'), 'image/png'), key).rejects.toThrow('Not a storage key');
      await expect(storage().get(key), key).rejects.toThrow('Not a storage key');
    }
  });
});

describe('the local driver', () => {
  it('leaves no temporary file behind a put, and refuses a second stage of a key under way', async () => {
    const root = mkdtempSync(path.join(os.tmpdir(), 'lexdraft-storage-'));
    const storage = diskStorage(root);
    await storage.put('assets/o/a.png', bytesOf('a'), 'image/png');
    expect(readdirSync(path.join(root, 'assets/o'))).toEqual(['a.png']);
    const first = await storage.stage('assets/o/b.png', bytesOf('b'), 'image/png');
    await expect(storage.stage('assets/o/b.png', bytesOf('b'), 'image/png')).rejects.toMatchObject({
      code: 'EEXIST',
    });
    await first.discard();
    expect(readdirSync(path.join(root, 'assets/o'))).toEqual(['a.png']);
  });
});

describe('the database driver', () => {
  // A pool of its own, so that its counts are this test's alone.
  const withPool = async (test: (storage: ObjectStorage, pool: pg.Pool) => Promise<void>) => {
    const pool = new pg.Pool({ connectionString: databaseUrl, max: 2 });
    try {
      await test(databaseStorage(pool), pool);
    } finally {
      await pool.end();
    }
  };

  it('streams a file of several chunks in order, one chunk at a time', async () => {
    await withPool(async (storage) => {
      const key = newKey('pdf');
      // Each chunk its own byte, and the last one short.
      const bytes = Buffer.concat([0, 1, 2].map((n) => Buffer.alloc(CHUNK_BYTES, n + 1)));
      const file = Buffer.concat([bytes, Buffer.from('tail')]);
      await storage.put(key, file, 'application/pdf');
      const object = (await storage.getStream(key))!;
      expect(object.size).toBe(file.length);
      const chunks: Buffer[] = [];
      for await (const chunk of object.stream) chunks.push(chunk as Buffer);
      expect(chunks.map((chunk) => chunk.length)).toEqual([CHUNK_BYTES, CHUNK_BYTES, CHUNK_BYTES, 4]);
      expect(Buffer.concat(chunks).equals(file)).toBe(true);
    });
  });

  it('gives its connection back when a stream ends, is destroyed half way, or finds nothing', async () => {
    await withPool(async (storage, pool) => {
      const key = newKey('pdf');
      await storage.put(key, Buffer.alloc(CHUNK_BYTES * 2 + 1), 'application/pdf');
      // The connection goes back before the stream says it is closed.
      const counts = () => ({ idle: pool.idleCount, total: pool.totalCount });
      const read = (await storage.getStream(key))!.stream;
      const readClosed = once(read, 'close');
      await buffer(read);
      await readClosed;
      expect(counts()).toEqual({ idle: 1, total: 1 });

      const destroyed = (await storage.getStream(key))!.stream;
      const destroyedClosed = once(destroyed, 'close');
      const first = await new Promise<Buffer>((resolve) => destroyed.once('data', resolve));
      expect(first.length).toBe(CHUNK_BYTES);
      destroyed.destroy();
      await destroyedClosed;
      expect(counts()).toEqual({ idle: 1, total: 1 });

      expect(await storage.getStream(newKey())).toBeNull();
      const stale = await storage.getStream(key, { ifMatch: '"not the tag"' });
      expect(stale).toBeNull();
      expect(counts()).toEqual({ idle: 1, total: 1 });
      // Every connection still works, none is left inside the read-only snapshot.
      await storage.put(key, bytesOf('after'), 'application/pdf');
      expect((await storage.get(key))?.bytes.toString()).toBe('after');
    });
  });
});

describe('the S3 driver', () => {
  const decodedPolicy = (fields: Record<string, string>) =>
    JSON.parse(Buffer.from(fields.Policy!, 'base64').toString('utf8')) as {
      expiration: string;
      conditions: unknown[];
    };

  it('signs a form upload of exactly one key, size range and Content-Type, for the time asked', async () => {
    const storage = drivers.s3 as Awaited<ReturnType<typeof s3Storage>>;
    const key = newKey();
    const post = await storage.presignedPost(key, {
      contentType: 'image/png',
      maxBytes: 1000,
      expiresInMs: 600_000,
    });
    expect(new URL(post.url).origin).toBe(storage.uploadOrigin);
    expect(post.fields).toMatchObject({ key, 'Content-Type': 'image/png' });
    const policy = decodedPolicy(post.fields);
    expect(policy.conditions).toEqual(
      expect.arrayContaining([
        ['content-length-range', 1, 1000],
        { 'Content-Type': 'image/png' },
        { key },
        { bucket: s3.config.bucket },
      ]),
    );
    expect(policy.conditions).not.toContainEqual(expect.arrayContaining(['starts-with', '$key']));
    // The policy expires ten minutes after the moment it was signed at.
    const signedAt = post.fields['X-Amz-Date']!.replace(
      /^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/,
      '$1-$2-$3T$4:$5:$6Z',
    );
    expect(Date.parse(policy.expiration) - Date.parse(signedAt)).toBe(600_000);

    const posted = await postToBucket(post, bytesOf('from a browser'));
    expect(posted.status).toBe(204);
    expect((await storage.get(key))?.bytes.toString()).toBe('from a browser');
  });

  it('names the origin the browser posts to: the endpoint when set, else the bucket on AWS', async () => {
    const aws = await s3Storage({
      bucket: 'firm-assets',
      region: 'eu-west-1',
      endpoint: undefined,
      credentials: undefined,
    });
    expect(aws.uploadOrigin).toBe('https://firm-assets.s3.eu-west-1.amazonaws.com');
    await aws.close();
    const compatible = await s3Storage({
      bucket: 'firm-assets',
      region: 'auto',
      endpoint: 'https://minio.firm.example:9000',
      credentials: undefined,
    });
    expect(compatible.uploadOrigin).toBe('https://minio.firm.example:9000');
    await compatible.close();
  });
});
