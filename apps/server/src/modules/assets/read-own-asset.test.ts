import { randomUUID } from 'node:crypto';
import { mkdtempSync, unlinkSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { diskStorage } from '../../lib/storage/local-storage.js';
import { buildTestApp } from '../../test/app.js';
import { createTestDatabase, type TestDatabase } from '../../test/database.js';
import { buildOrg, buildUser, type Session, signIn } from '../../test/factories.js';
import type { ServiceContext } from '../auth/context.js';
import { readOwnAsset } from './read-own-asset.js';

// Real uploads under a DATA_DIR of this file's own, read back the way the export reads them.

let database: TestDatabase;
let app: FastifyInstance;
let dataDir: string;
let ctx: ServiceContext;
let attorney: Session;
let outsider: Session;

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

beforeAll(async () => {
  database = await createTestDatabase();
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'lexdraft-own-asset-'));
  app = await buildTestApp(database, { dataDir });
  const org = await buildOrg(database.db);
  const user = await buildUser(database.db, { orgId: org.id, role: 'attorney' });
  attorney = await signIn(app, user.email);
  ctx = {
    user: { id: user.id, orgId: org.id },
    meta: { ip: '127.0.0.1', userAgent: null },
  } as ServiceContext;
  const other = await buildOrg(database.db);
  outsider = await signIn(app, (await buildUser(database.db, { orgId: other.id, role: 'admin' })).email);
});
afterAll(() => app.close());

async function upload(session: Session): Promise<string> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/docs/assets/local-upload',
    headers: session.headers,
    payload: { file_content: `data:image/png;base64,${PNG.toString('base64')}`, filename: 'seal.png' },
  });
  expect(response.statusCode).toBe(201);
  return response.json().url;
}
const fileOf = (url: string) => path.join(dataDir, 'assets', url.replace('/api/docs/assets/', ''));

describe('readOwnAsset', () => {
  it("reads an image of the caller's organization with the type its bytes are", async () => {
    const url = await upload(attorney);
    expect(await readOwnAsset(database.db, ctx, diskStorage(dataDir), url)).toEqual({
      bytes: PNG,
      contentType: 'image/png',
    });
  });

  it("answers null for another organization's image, one never uploaded, and any other URL", async () => {
    const theirs = await upload(outsider);
    const own = await upload(attorney);
    for (const url of [
      theirs,
      `/api/docs/assets/${ctx.user.orgId}/${randomUUID()}.png`,
      'https://firm.example/seal.png',
      `data:image/png;base64,${PNG.toString('base64')}`,
      `${own}/../../${theirs.split('/').at(-2)}/${theirs.split('/').at(-1)}`,
      `http://localhost${own}`,
    ]) {
      expect(await readOwnAsset(database.db, ctx, diskStorage(dataDir), url), url).toBeNull();
    }
  });

  it('answers null when the file is gone, or is no longer an image', async () => {
    const gone = await upload(attorney);
    unlinkSync(fileOf(gone));
    expect(await readOwnAsset(database.db, ctx, diskStorage(dataDir), gone)).toBeNull();
    const changed = await upload(attorney);
    writeFileSync(fileOf(changed), '<svg onload="alert(1)"></svg>');
    expect(await readOwnAsset(database.db, ctx, diskStorage(dataDir), changed)).toBeNull();
  });
});
