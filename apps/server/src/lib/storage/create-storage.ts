import pg from 'pg';
import { databaseStorage } from './database-storage.js';
import { diskStorage } from './local-storage.js';
import { moveLocalFiles } from './move-local-files.js';
import type { BucketStorage, ObjectStorage } from './object-storage.js';
import type { S3Config } from './s3-config.js';
import { s3Storage } from './s3-storage.js';
import type { StorageKind } from './storage-config.js';

/** Connections the database storage may hold at once: uploads, reads and streamed downloads. */
export const DATABASE_STORAGE_CONNECTIONS = 10;

type StorageSettings = { dataDir: string; storage: StorageKind; s3: S3Config | undefined };

/**
 * The configured storage: the bucket when S3 is configured, PostgreSQL (the app's, through a small
 * pool of the storage's own) when `storage` says so, else the local disk under DATA_DIR. Choosing
 * the database moves the files the disk still holds into it.
 */
export async function createStorage(
  config: StorageSettings,
  database: { pool: pg.Pool },
  log: (message: string) => void = () => {},
): Promise<ObjectStorage> {
  if (config.s3) return s3Storage(config.s3);
  if (config.storage !== 'database') return diskStorage(config.dataDir);
  // A pool of its own: callers place files inside their own transaction, which holds one of the
  // app's connections. A streamed download holds a client while it lasts, so a few slow ones must
  // leave room for the rest (DATABASE_STORAGE_CONNECTIONS).
  const pool = new pg.Pool({ ...database.pool.options, max: DATABASE_STORAGE_CONNECTIONS });
  // An idle client losing its connection (a server restart) must not crash the process.
  pool.on('error', () => {});
  const storage = databaseStorage(pool);
  try {
    const moved = await moveLocalFiles(diskStorage(config.dataDir), pool);
    if (moved > 0) log(`Storage: moved ${moved} files from ${config.dataDir} into the database`);
  } catch (error) {
    await storage.close();
    throw error;
  }
  return storage;
}

/** Whether the storage signs uploads that go straight to it from the browser. */
export const isBucket = (storage: ObjectStorage): storage is BucketStorage => storage.kind === 's3';
