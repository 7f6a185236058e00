import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { assets } from '../../db/schema.js';
import { writeAudit } from '../../lib/audit.js';
import { HttpError } from '../../lib/errors.js';
import type { RequestMeta } from '../../lib/request-meta.js';
import { type ObjectStorage, ObjectTooLarge } from '../../lib/storage/object-storage.js';
import { detectImageType } from './image-types.js';
import { ASSET_NOT_FOUND, INVALID_FILE_TYPE, UPLOAD_MAX_BYTES, UPLOAD_TOO_LARGE } from './upload-rules.js';

// A browser uploads to S3 without passing through the server, so the bucket's policy (key, size
// range, declared Content-Type) is all that stood between the upload and storage: the bytes
// themselves are checked here, on the asset's first read, before anything is served or printed.
// What passes is recorded with the object's ETag, and every later read asks for that very object
// (If-Match): one replaced afterwards, through the same upload form before it expired, is never
// served. What fails is removed, row and object.

type Asset = typeof assets.$inferSelect;

/**
 * Checks a pending asset's object and records it as confirmed, answering the bytes it checked; or
 * removes it and throws the reason (413, 415). 404 while nothing has been uploaded yet. `meta` is
 * the reader's, for the audit row (the uploader is the row's creator).
 */
export async function confirmUpload(
  db: Db,
  meta: RequestMeta,
  storage: ObjectStorage,
  asset: Asset,
): Promise<{ asset: Asset; bytes?: Buffer }> {
  const refuse = async (status: number, detail: string): Promise<never> => {
    // The row goes first: a read that has confirmed it meanwhile keeps it, and an object without a
    // row is never served (and is the sweep's if this delete fails).
    const removed = await db
      .delete(assets)
      .where(and(eq(assets.id, asset.id), eq(assets.pending, true)))
      .returning({ id: assets.id });
    if (removed.length > 0) await storage.delete(asset.key).catch(() => {});
    throw new HttpError(status, detail);
  };

  let object: Awaited<ReturnType<ObjectStorage['get']>>;
  try {
    object = await storage.get(asset.key, { maxBytes: UPLOAD_MAX_BYTES - 1 });
  } catch (error) {
    if (error instanceof ObjectTooLarge) return refuse(413, UPLOAD_TOO_LARGE);
    throw error;
  }
  if (!object) throw new HttpError(404, ASSET_NOT_FOUND);
  const type = object.bytes.length > 0 ? detectImageType(object.bytes) : undefined;
  if (!type) return refuse(415, INVALID_FILE_TYPE);
  // The key's extension is the type the upload URL was asked for, and the URL shows it.
  const promised = path.extname(asset.key).slice(1);
  if (type.extension !== promised) {
    return refuse(
      415,
      `${INVALID_FILE_TYPE}: the file is a ${type.extension.toUpperCase()} image, but it was uploaded as a ${promised.toUpperCase()}`,
    );
  }

  const size = object.bytes.length;
  const [confirmed] = await db.transaction(async (tx) => {
    const rows = await tx
      .update(assets)
      .set({ pending: false, size, contentType: type.mime, etag: object.etag })
      .where(and(eq(assets.id, asset.id), eq(assets.pending, true)))
      .returning();
    if (rows.length > 0) {
      await writeAudit(tx, meta, {
        orgId: asset.orgId,
        userId: asset.createdBy,
        action: 'asset.uploaded',
        targetType: 'asset',
        details: { key: asset.key, size, storage: storage.kind },
      });
    }
    return rows;
  });
  if (confirmed) return { asset: confirmed, bytes: object.bytes };

  // Another read confirmed it first (then its ETag decides what is served) or the sweep removed it.
  const [current] = await db.select().from(assets).where(eq(assets.id, asset.id));
  if (!current || current.pending) throw new HttpError(404, ASSET_NOT_FOUND);
  return { asset: current };
}
