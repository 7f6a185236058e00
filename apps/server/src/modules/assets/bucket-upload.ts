import { randomUUID } from 'node:crypto';
import { ASSET_UPLOAD_URL_TTL_MS } from '@lexdraft/core';
import type { Db } from '../../db/client.js';
import { assets } from '../../db/schema.js';
import type { BucketStorage } from '../../lib/storage/object-storage.js';
import type { ServiceContext } from '../auth/context.js';
import { uploadDisplayName } from './file-name.js';
import { UPLOAD_MAX_BYTES } from './upload-rules.js';
import { promisedType, type UploadUrlRequest } from './upload-url.js';

// With S3 storage, upload-url answers the spec's form-upload shape: the browser POSTs the fields
// and the file straight to the bucket. The policy allows one object under exactly one new key of
// the caller's organization, 1 byte to under 5 MB, with the promised image type as Content-Type,
// for ASSET_UPLOAD_URL_TTL_MS. The row written now, pending, is what lets the organization read
// that key at all; its first read checks the bytes (confirm-upload.ts).

/** A presigned POST for one image of the promised type, and its pending assets row. */
export async function issueBucketUpload(
  db: Db,
  ctx: ServiceContext,
  storage: BucketStorage,
  request: UploadUrlRequest,
) {
  const type = promisedType(request);
  const key = `assets/${ctx.user.orgId}/${randomUUID()}.${type.extension}`;
  await db.insert(assets).values({
    orgId: ctx.user.orgId,
    key,
    name: uploadDisplayName(request.filename, `image.${type.extension}`),
    assetType: request.asset_type,
    contentType: type.mime,
    size: 0,
    storage: storage.kind,
    pending: true,
    createdBy: ctx.user.id,
  });
  const { url, fields } = await storage.presignedPost(key, {
    contentType: type.mime,
    maxBytes: UPLOAD_MAX_BYTES - 1,
    expiresInMs: ASSET_UPLOAD_URL_TTL_MS,
  });
  return { url, fields, s3_key: key };
}
