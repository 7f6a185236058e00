import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { Readable } from 'node:stream';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { assets } from '../../db/schema.js';
import { writeAudit } from '../../lib/audit.js';
import { HttpError } from '../../lib/errors.js';
import type { ObjectStorage, StagedObject } from '../../lib/storage/object-storage.js';
import type { ServiceContext } from '../auth/context.js';
import { confirmUpload } from './confirm-upload.js';
import { nameWithExtension, uploadDisplayName } from './file-name.js';
import { detectImageType, type ImageType } from './image-types.js';
import { ASSET_NOT_FOUND, INVALID_FILE_TYPE, UPLOAD_MAX_BYTES, UPLOAD_TOO_LARGE } from './upload-rules.js';

// Uploaded images live in storage (lib/storage: DATA_DIR/assets/{org}/ on the local disk, or the
// bucket) under assets/{org}/{random id}.{ext}; the assets table says whose they are. URLs have the
// spec's shape: /api/docs/assets/{key without assets/}.

const DATA_URL = /^data:([\w/+.-]+);base64,([A-Za-z0-9+/=\s]+)$/;

export type LocalUpload = { file_content: string; filename: string; asset_type: string };

/** Where an asset is served: the spec's /api/docs/assets/{org}/{file}. */
export const urlOf = (key: string) => `/api/docs/assets/${key.replace(/^assets\//, '')}`;

/** Stores an image sent as a data URL, after checking its size and its real type. */
export async function storeLocalUpload(
  db: Db,
  ctx: ServiceContext,
  storage: ObjectStorage,
  upload: LocalUpload,
) {
  const match = DATA_URL.exec(upload.file_content);
  if (!match) throw new HttpError(422, 'Invalid request: file_content: must be a base64 data URL');
  const bytes = Buffer.from(match[2]!, 'base64');
  const type = checkedImageType(bytes);
  return storeImage(db, ctx, storage, {
    key: `assets/${ctx.user.orgId}/${randomUUID()}.${type.extension}`,
    name: uploadDisplayName(upload.filename, `image.${type.extension}`),
    assetType: upload.asset_type,
    type,
    bytes,
  });
}

/** The image type the bytes really are, once they are known to be some and under the size limit. */
export function checkedImageType(bytes: Buffer): ImageType {
  if (bytes.length === 0) throw new HttpError(422, 'The file is empty');
  if (bytes.length >= UPLOAD_MAX_BYTES) throw new HttpError(413, UPLOAD_TOO_LARGE);
  const type = detectImageType(bytes);
  if (!type) throw new HttpError(415, INVALID_FILE_TYPE);
  return type;
}

/** An image ready to store: its checked bytes and type, the key it goes under, its display name. */
export type CheckedImage = { key: string; name: string; assetType: string; type: ImageType; bytes: Buffer };

/**
 * Stores a checked image under its key with its assets row and audit row, all or nothing, and
 * answers it as the client sees it. Every way in (data URL, signed PUT) ends here.
 */
export async function storeImage(db: Db, ctx: ServiceContext, storage: ObjectStorage, image: CheckedImage) {
  const { key, name, bytes, type } = image;
  await writeRecordedFile(db, storage, image, (tx) =>
    recordAsset(tx, ctx, storage, {
      key,
      name,
      assetType: image.assetType,
      contentType: type.mime,
      size: bytes.length,
    }).then(() => undefined),
  );
  return { url: urlOf(key), name, size: bytes.length, type: type.mime };
}

/** An asset's row as a caller of recordAsset gives it. */
export type AssetRecord = { key: string; name: string; assetType: string; contentType: string; size: number };

/** Inserts an asset's row (stored, not pending) and its audit row in the caller's transaction; answers its id. */
export async function recordAsset(
  tx: Db,
  ctx: ServiceContext,
  storage: ObjectStorage,
  asset: AssetRecord,
): Promise<string> {
  const [row] = await tx
    .insert(assets)
    .values({ ...asset, orgId: ctx.user.orgId, storage: storage.kind, createdBy: ctx.user.id })
    .returning({ id: assets.id });
  await writeAudit(tx, ctx.meta, {
    orgId: ctx.user.orgId,
    userId: ctx.user.id,
    action: 'asset.uploaded',
    targetType: 'asset',
    details: { key: asset.key, size: asset.size },
  });
  return row!.id;
}

/** A file to store with the rows that record it: its key, bytes and content type. */
export type RecordedFile = { key: string; bytes: Buffer; contentType: string };

/**
 * Writes an asset's object and its rows so that a failure at any point leaves neither
 * (writeRecordedFiles with one file).
 */
async function writeRecordedFile(
  db: Db,
  storage: ObjectStorage,
  { key, bytes, type }: CheckedImage,
  record: (tx: Db) => Promise<void>,
): Promise<void> {
  await writeRecordedFiles(db, storage, [{ key, bytes, contentType: type.mime }], record);
}

/**
 * Writes objects and the rows that record them so that a failure at any point leaves neither: the
 * bytes are staged (a flushed temporary file locally; nothing yet in S3), the rows are written, the
 * objects are placed under their keys, and only then does the transaction commit. A failed commit
 * removes the placed objects again unless their rows are there after all (the connection dropped
 * after committing); a crash in between leaves objects the sweep removes. Answers what `record` did.
 */
export async function writeRecordedFiles<T>(
  db: Db,
  storage: ObjectStorage,
  files: readonly RecordedFile[],
  record: (tx: Db) => Promise<T>,
): Promise<T> {
  // A stage that fails (locally: the temporary name exists, because one upload URL is being used
  // twice at once) leaves nothing of this request's to remove once the others are discarded.
  const staged: StagedObject[] = [];
  try {
    for (const file of files) staged.push(await storage.stage(file.key, file.bytes, file.contentType));
  } catch (error) {
    await Promise.all(staged.map((object) => object.discard().catch(() => {})));
    throw error;
  }
  const placed: string[] = [];
  try {
    return await db.transaction(async (tx) => {
      const result = await record(tx);
      for (const [index, object] of staged.entries()) {
        await object.place();
        placed.push(files[index]!.key);
      }
      return result;
    });
  } catch (error) {
    await Promise.all(staged.map((object) => object.discard().catch(() => {})));
    for (const key of placed) {
      if (!(await unsafeIsRecorded(db, key))) await storage.delete(key).catch(() => {});
    }
    throw error;
  }
}

/**
 * Whether a row of any organization holds the key (keys are unique across organizations); when the
 * database cannot say, the file is kept and left to the sweep.
 */
async function unsafeIsRecorded(db: Db, key: string): Promise<boolean> {
  try {
    const rows = await db.select({ id: assets.id }).from(assets).where(eq(assets.key, key));
    return rows.length > 0;
  } catch {
    return true;
  }
}

/** An asset of the caller's organization, checked if pending; anything else is "not found". */
async function findReadableAsset(db: Db, ctx: ServiceContext, storage: ObjectStorage, relativeKey: string) {
  const key = `assets/${relativeKey}`;
  const [found] = await db
    .select()
    .from(assets)
    .where(and(eq(assets.key, key), eq(assets.orgId, ctx.user.orgId)));
  if (!found) throw new HttpError(404, ASSET_NOT_FOUND);
  if (!found.pending) return { asset: found };
  return confirmUpload(db, ctx.meta, storage, found);
}

// The name a saved copy gets carries the extension of what the bytes are, whatever was uploaded as.
const fileNameOf = (asset: { name: string; key: string }) =>
  nameWithExtension(asset.name, path.extname(asset.key).slice(1));

/**
 * Reads an asset of the caller's organization; anything else is "not found". A browser's upload
 * straight to S3 is checked on this first read (confirm-upload.ts); after that, only the very
 * object then checked is ever served.
 */
export async function readAsset(db: Db, ctx: ServiceContext, storage: ObjectStorage, relativeKey: string) {
  let { asset, bytes } = await findReadableAsset(db, ctx, storage, relativeKey);
  if (!bytes) {
    const object = await storage.get(asset.key, { ifMatch: asset.etag ?? undefined });
    if (!object) throw new HttpError(404, ASSET_NOT_FOUND);
    bytes = object.bytes;
  }
  return { contentType: asset.contentType, fileName: fileNameOf(asset), bytes };
}

/**
 * An asset as `readAsset` finds it, streamed for serving rather than read whole (an upload the
 * first read checks was read whole for the check, and is served from those bytes).
 */
export async function openAsset(db: Db, ctx: ServiceContext, storage: ObjectStorage, relativeKey: string) {
  const { asset, bytes } = await findReadableAsset(db, ctx, storage, relativeKey);
  const file = { contentType: asset.contentType, fileName: fileNameOf(asset) };
  if (bytes) return { ...file, size: bytes.length, stream: Readable.from([bytes]) };
  const object = await storage.getStream(asset.key, { ifMatch: asset.etag ?? undefined });
  if (!object) throw new HttpError(404, ASSET_NOT_FOUND);
  return { ...file, size: object.size, stream: object.stream };
}
