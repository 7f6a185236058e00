import { diskStorage } from './local-storage.js';
import type { BucketStorage, ObjectStorage } from './object-storage.js';
import type { S3Config } from './s3-config.js';
import { s3Storage } from './s3-storage.js';

/** The configured storage: the bucket when S3 is configured, else the local disk under DATA_DIR. */
export function createStorage(config: { dataDir: string; s3: S3Config | undefined }): Promise<ObjectStorage> {
  return config.s3 ? s3Storage(config.s3) : Promise.resolve(diskStorage(config.dataDir));
}

/** Whether the storage signs uploads that go straight to it from the browser. */
export const isBucket = (storage: ObjectStorage): storage is BucketStorage => storage.kind === 's3';
