import { and, eq, inArray, lt } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.js';
import { assets } from '../../db/schema.js';
import { HttpError } from '../../lib/errors.js';
import { runPeriodically } from '../../lib/run-periodically.js';
import type { ObjectStorage } from '../../lib/storage/object-storage.js';
import { FINAL_NAME, TEMP_NAME } from './asset-names.js';
import { confirmUpload } from './confirm-upload.js';

// An upload holds its temporary or unrecorded file for the moments of one transaction, and an
// upload straight to S3 has its URL for ASSET_UPLOAD_URL_TTL_MS; anything an hour old was left by a
// crash, a failure whose clean-up failed too, or an upload never made, and no upload still wants it.
export const SWEEP_MIN_AGE_MS = 60 * 60 * 1000;
const SWEEP_EVERY_MS = 60 * 60 * 1000;
const ORG_DIRECTORY = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const KEYS_PER_QUERY = 500;
// The audit row of an upload the sweep confirms names no client.
const SWEEP_META = { ip: 'server', userAgent: 'asset sweep' };

/**
 * Removes, under each assets/{org}/ of the storage, the temporary files of uploads and the objects
 * that no row records, once older than `minAgeMs`; and settles uploads to S3 still pending after
 * that long. Objects it did not name are never touched.
 */
export async function sweepOrphanAssets(
  db: Db,
  storage: ObjectStorage,
  { now = new Date(), minAgeMs = SWEEP_MIN_AGE_MS }: { now?: Date; minAgeMs?: number } = {},
): Promise<{ removed: string[] }> {
  const cutoff = new Date(now.getTime() - minAgeMs);
  const removed: string[] = [];

  // Uploads straight to S3 whose URL expired long ago and that nobody has read since: checked now
  // as a first read would (kept if good, removed if not), or removed if nothing was ever uploaded.
  const pending = await db
    .select()
    .from(assets)
    .where(and(eq(assets.pending, true), lt(assets.createdAt, cutoff)));
  for (const asset of pending) {
    const outcome = await confirmUpload(db, SWEEP_META, storage, asset).then(
      () => 'kept',
      (error: unknown) => {
        if (error instanceof HttpError && error.statusCode === 404) return 'never uploaded';
        if (error instanceof HttpError) return 'refused';
        throw error;
      },
    );
    if (outcome === 'never uploaded') {
      const gone = await db
        .delete(assets)
        .where(and(eq(assets.id, asset.id), eq(assets.pending, true)))
        .returning({ id: assets.id });
      if (gone.length === 0) continue;
    }
    if (outcome !== 'kept') removed.push(asset.key);
  }

  const temporary: string[] = [];
  const final: string[] = [];
  for await (const { key, lastModified } of storage.list('assets/')) {
    const [, org = '', name = '', ...deeper] = key.split('/');
    if (deeper.length > 0 || !ORG_DIRECTORY.test(org) || lastModified >= cutoff) continue;
    if (TEMP_NAME.test(name)) temporary.push(key);
    else if (FINAL_NAME.test(name)) final.push(key);
  }
  for (const key of [...temporary, ...(await unsafeWithoutRows(db, final))]) {
    await storage.delete(key);
    removed.push(key);
  }
  return { removed };
}

/** The keys no row of any organization holds: the sweep looks after every organization's files. */
async function unsafeWithoutRows(db: Db, keys: string[]): Promise<string[]> {
  const recorded = new Set<string>();
  for (let start = 0; start < keys.length; start += KEYS_PER_QUERY) {
    const chunk = keys.slice(start, start + KEYS_PER_QUERY);
    const rows = await db.select({ key: assets.key }).from(assets).where(inArray(assets.key, chunk));
    for (const row of rows) recorded.add(row.key);
  }
  return keys.filter((key) => !recorded.has(key));
}

/** Sweeps once the app is ready and then every hour (runPeriodically). */
export async function assetSweep(app: FastifyInstance, { db, storage }: { db: Db; storage: ObjectStorage }) {
  runPeriodically(app, {
    everyMs: SWEEP_EVERY_MS,
    failure: 'Asset sweep failed; it will run again',
    task: async () => {
      const { removed } = await sweepOrphanAssets(db, storage);
      if (removed.length > 0) app.log.info(`Asset sweep removed ${removed.length} leftover files`);
    },
  });
}
