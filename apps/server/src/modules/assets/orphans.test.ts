import { randomUUID } from 'node:crypto';
import { mkdirSync, mkdtempSync, readdirSync, utimesSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assets } from '../../db/schema.js';
import { diskStorage } from '../../lib/storage/local-storage.js';
import { buildTestApp } from '../../test/app.js';
import { createTestDatabase, type TestDatabase } from '../../test/database.js';
import { buildOrg, buildUser, type Session, signIn } from '../../test/factories.js';
import { SWEEP_MIN_AGE_MS, sweepOrphanAssets } from './sweep.js';

// Real files under a DATA_DIR of this file's own, and the real database refusing writes through
// triggers: one that fails at once, one deferred to the commit, after the file is in place.

let database: TestDatabase;
let app: FastifyInstance;
let dataDir: string;
let orgId: string;
let attorney: Session;

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
const ID = () => randomUUID();

beforeAll(async () => {
  database = await createTestDatabase();
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'lexdraft-assets-'));
  app = await buildTestApp(database, { dataDir });
  orgId = (await buildOrg(database.db)).id;
  attorney = await signIn(app, (await buildUser(database.db, { orgId, role: 'attorney' })).email);
  await database.pool.query(`
    create function refuse_asset() returns trigger language plpgsql as $$
      begin raise exception 'asset refused by the test'; end $$;
    create trigger refuse_now before insert on assets
      for each row when (new.name = 'refused-now.png') execute function refuse_asset();
    create constraint trigger refuse_at_commit after insert on assets deferrable initially deferred
      for each row when (new.name = 'refused-at-commit.png') execute function refuse_asset();
  `);
});
afterAll(() => app.close());

const upload = (filename: string) =>
  app.inject({
    method: 'POST',
    url: '/api/docs/assets/local-upload',
    headers: attorney.headers,
    payload: { file_content: `data:image/png;base64,${PNG.toString('base64')}`, filename },
  });
const orgFiles = (org = orgId) => {
  try {
    return readdirSync(path.join(dataDir, 'assets', org)).sort();
  } catch {
    return [];
  }
};
const rowsNamed = (name: string) => database.db.select().from(assets).where(eq(assets.name, name));

describe('an upload whose database write fails', () => {
  it('leaves no file when the row is refused', async () => {
    const before = orgFiles();
    const response = await upload('refused-now.png');
    expect(response.statusCode).toBe(500);
    expect(orgFiles()).toEqual(before);
    expect(await rowsNamed('refused-now.png')).toEqual([]);
  });

  it('leaves no file when the commit fails, after the file was renamed into place', async () => {
    const before = orgFiles();
    const response = await upload('refused-at-commit.png');
    expect(response.statusCode).toBe(500);
    expect(orgFiles()).toEqual(before);
    expect(await rowsNamed('refused-at-commit.png')).toEqual([]);
  });

  it('leaves exactly the recorded file when it succeeds', async () => {
    const before = orgFiles();
    const response = await upload('kept.png');
    expect(response.statusCode).toBe(201);
    const [row] = await rowsNamed('kept.png');
    expect(orgFiles()).toEqual([...before, path.basename(row!.key)].sort());
  });
});

describe('the sweep of leftover files', () => {
  const now = new Date('2030-01-01T12:00:00Z');
  const old = new Date(now.getTime() - SWEEP_MIN_AGE_MS - 60_000);
  const fresh = new Date(now.getTime() - 60_000);
  const put = (org: string, name: string, mtime: Date) => {
    mkdirSync(path.join(dataDir, 'assets', org), { recursive: true });
    const file = path.join(dataDir, 'assets', org, name);
    writeFileSync(file, PNG);
    utimesSync(file, mtime, mtime);
  };

  it('removes old temporary and unrecorded files, and keeps fresh ones, recorded ones and strangers', async () => {
    const recorded = (await upload('recorded.png')).json().url.split('/').at(-1) as string;
    utimesSync(path.join(dataDir, 'assets', orgId, recorded), old, old);
    const [oldOrphan, freshOrphan, oldTemp, freshTemp] = [ID(), ID(), ID(), ID()];
    put(orgId, `${oldOrphan}.png`, old);
    put(orgId, `${freshOrphan}.jpg`, fresh);
    put(orgId, `.${oldTemp}.png.partial`, old);
    put(orgId, `.${freshTemp}.gif.partial`, fresh);
    put(orgId, 'notes.txt', old);
    // A Word import's original file whose import never committed.
    const oldWordFile = `${ID()}.docx`;
    put(orgId, oldWordFile, old);
    put('not-an-org', `${ID()}.png`, old);
    // A firm that is gone: its rows went with it, so its files are orphans too.
    const goneOrg = ID();
    const goneFile = `${ID()}.webp`;
    put(goneOrg, goneFile, old);

    const { removed } = await sweepOrphanAssets(database.db, diskStorage(dataDir), { now });

    expect(removed.sort()).toEqual(
      [
        `assets/${orgId}/${oldOrphan}.png`,
        `assets/${orgId}/.${oldTemp}.png.partial`,
        `assets/${orgId}/${oldWordFile}`,
        `assets/${goneOrg}/${goneFile}`,
      ].sort(),
    );
    const left = orgFiles();
    expect(left).toEqual(
      expect.arrayContaining([recorded, `${freshOrphan}.jpg`, `.${freshTemp}.gif.partial`]),
    );
    expect(left).toContain('notes.txt');
    expect(left).not.toContain(`${oldOrphan}.png`);
    expect(readdirSync(path.join(dataDir, 'assets', 'not-an-org'))).toHaveLength(1);
    expect(orgFiles(goneOrg)).toEqual([]);
  });

  it('runs when the app starts, and the app waits for it when closing', async () => {
    const ownDir = mkdtempSync(path.join(os.tmpdir(), 'lexdraft-assets-'));
    const orphan = path.join(ownDir, 'assets', orgId, `${ID()}.png`);
    mkdirSync(path.dirname(orphan), { recursive: true });
    writeFileSync(orphan, PNG);
    const longAgo = new Date(Date.now() - 2 * SWEEP_MIN_AGE_MS);
    utimesSync(orphan, longAgo, longAgo);

    const started = await buildTestApp(database, { dataDir: ownDir });
    await started.ready();
    await started.close();
    expect(readdirSync(path.dirname(orphan))).toEqual([]);
  });

  it('is a no-op on a DATA_DIR with no assets yet', async () => {
    const empty = mkdtempSync(path.join(os.tmpdir(), 'lexdraft-assets-'));
    await expect(sweepOrphanAssets(database.db, diskStorage(empty))).resolves.toEqual({ removed: [] });
  });
});
