import { lstat, readdir } from 'node:fs/promises';
import path from 'node:path';
import { inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.js';
import { assets } from '../../db/schema.js';
import { FINAL_NAME, removeIfPresent, TEMP_NAME } from './local-files.js';

// An upload holds its temporary or unrecorded file for the moments of one transaction; anything an
// hour old was left by a crash or a failure whose clean-up failed too, and no upload still wants it.
export const SWEEP_MIN_AGE_MS = 60 * 60 * 1000;
const SWEEP_EVERY_MS = 60 * 60 * 1000;
const ORG_DIRECTORY = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const KEYS_PER_QUERY = 500;

/**
 * Removes, in each DATA_DIR/assets/{org}, the temporary files of uploads and the asset files that
 * no row records, once older than `minAgeMs`. Files it did not name are never touched.
 */
export async function sweepOrphanAssets(
  db: Db,
  dataDir: string,
  { now = new Date(), minAgeMs = SWEEP_MIN_AGE_MS }: { now?: Date; minAgeMs?: number } = {},
): Promise<{ removed: string[] }> {
  const root = path.join(dataDir, 'assets');
  const removed: string[] = [];
  for (const org of await directoryEntries(root)) {
    if (!org.isDirectory() || !ORG_DIRECTORY.test(org.name)) continue;
    const names = (await directoryEntries(path.join(root, org.name)))
      .filter((entry) => entry.isFile())
      .map((entry) => entry.name);
    const old = await olderThan(
      path.join(root, org.name),
      names.filter((name) => TEMP_NAME.test(name) || FINAL_NAME.test(name)),
      now.getTime() - minAgeMs,
    );
    const unrecorded = await unsafeWithoutRows(
      db,
      old.filter((name) => FINAL_NAME.test(name)).map((name) => `assets/${org.name}/${name}`),
    );
    const doomed = [
      ...old.filter((name) => TEMP_NAME.test(name)).map((name) => `assets/${org.name}/${name}`),
      ...unrecorded,
    ];
    for (const key of doomed) {
      await removeIfPresent(path.join(dataDir, key));
      removed.push(key);
    }
  }
  return { removed };
}

async function directoryEntries(directory: string) {
  try {
    return await readdir(directory, { withFileTypes: true });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
}

async function olderThan(directory: string, names: string[], cutoff: number): Promise<string[]> {
  const old: string[] = [];
  for (const name of names) {
    const stats = await lstat(path.join(directory, name)).catch(() => undefined);
    if (stats?.isFile() && stats.mtimeMs < cutoff) old.push(name);
  }
  return old;
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

/**
 * Sweeps once the app is ready and then every hour, on a timer that keeps no process alive; closing
 * the app stops the timer and waits for a sweep under way, so it never outlives the database.
 */
export async function assetSweep(app: FastifyInstance, { db, dataDir }: { db: Db; dataDir: string }) {
  let running: Promise<void> = Promise.resolve();
  let timer: NodeJS.Timeout | undefined;
  const sweep = () => {
    running = running.then(async () => {
      try {
        const { removed } = await sweepOrphanAssets(db, dataDir);
        if (removed.length > 0) app.log.info(`Asset sweep removed ${removed.length} leftover files`);
      } catch (error) {
        app.log.warn({ err: error }, 'Asset sweep failed; it will run again');
      }
    });
  };
  app.addHook('onReady', async () => {
    sweep();
    timer = setInterval(sweep, SWEEP_EVERY_MS).unref();
  });
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await running;
  });
}
