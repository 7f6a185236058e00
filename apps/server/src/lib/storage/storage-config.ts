import { z } from 'zod';

// STORAGE chooses where files live. Unset, it follows what is configured: S3 with S3_BUCKET, else
// PostgreSQL with DATABASE_URL (several instances on one database then see the same files), else
// the local disk of the single instance with its embedded PostgreSQL.

export type StorageKind = 'local' | 'database' | 's3';

const STORAGE_MESSAGE = 'must be local, database or s3';

/** The STORAGE variable of the environment schema (config.ts). */
export const storageEnv = {
  STORAGE: z.enum(['local', 'database', 's3'], { message: STORAGE_MESSAGE }).optional(),
};

type StorageEnv = {
  STORAGE?: StorageKind | undefined;
  S3_BUCKET?: string | undefined;
  DATABASE_URL?: string | undefined;
};
type Issue = { path: string[]; message: string };

/** What contradicts in STORAGE and the settings it needs, each named by the variable to change. */
export function storageSettingIssues(env: StorageEnv): Issue[] {
  if (env.STORAGE === 's3' && env.S3_BUCKET === undefined) {
    return [{ path: ['S3_BUCKET'], message: 'must be set with STORAGE=s3' }];
  }
  if (env.STORAGE !== undefined && env.STORAGE !== 's3' && env.S3_BUCKET !== undefined) {
    return [
      {
        path: ['STORAGE'],
        message: `is ${env.STORAGE} but S3_BUCKET is set: set STORAGE=s3, or unset S3_BUCKET`,
      },
    ];
  }
  return [];
}

/** Where files live, for an environment that passed storageSettingIssues. */
export function storageKindOf(env: StorageEnv): StorageKind {
  if (env.STORAGE) return env.STORAGE;
  if (env.S3_BUCKET !== undefined) return 's3';
  return env.DATABASE_URL !== undefined ? 'database' : 'local';
}
