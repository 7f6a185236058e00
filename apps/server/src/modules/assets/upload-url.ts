import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { isUniqueViolation } from '../../db/errors.js';
import { assets } from '../../db/schema.js';
import { conflict, HttpError } from '../../lib/errors.js';
import type { ObjectStorage } from '../../lib/storage/object-storage.js';
import type { ServiceContext } from '../auth/context.js';
import { uploadDisplayName } from './file-name.js';
import { IMAGE_TYPES, type ImageType } from './image-types.js';
import { checkedImageType, storeImage, urlOf } from './service.js';
import { INVALID_FILE_TYPE } from './upload-rules.js';
import { signUploadToken, type UploadTokenKey, verifyUploadToken } from './upload-token.js';

// Uploads in two steps (spec section 7): POST upload-url answers where to send the file, and a PUT
// of the bytes there stores it. With local storage the URL is this server's own, signed; with S3
// the browser posts to the bucket instead (bucket-upload.ts).

/** Where the PUT of an upload URL goes; the signed token follows as `?token=`. */
export const SIGNED_UPLOAD_PATH = '/api/docs/assets/local-upload';

export const UPLOAD_LINK_OF_ANOTHER_USER = 'This upload link was issued to another user';
export const UPLOAD_LINK_USED = 'This upload link has already been used';
const ONLY_IMAGES = `${INVALID_FILE_TYPE}: only PNG, JPEG, GIF and WebP images can be uploaded`;

export type UploadUrlRequest = { filename: string; asset_type: string; content_type?: string | undefined };

const typeOfMime = (mime: string) => {
  const essence = mime.split(';')[0]!.trim().toLowerCase();
  return IMAGE_TYPES.find((type) => type.mime === essence);
};
const typeOfExtension = (filename: string) => {
  const extension = path.extname(filename).slice(1).toLowerCase();
  return IMAGE_TYPES.find((type) => type.extension === (extension === 'jpeg' ? 'jpg' : extension));
};

/** The raster type an upload promises: its content_type when given, else its file name's extension. */
export function promisedType(request: UploadUrlRequest): ImageType {
  const type = request.content_type ? typeOfMime(request.content_type) : typeOfExtension(request.filename);
  if (!type) throw new HttpError(415, ONLY_IMAGES);
  return type;
}

/** A signed URL through which the caller may PUT one image of the promised type (local storage). */
export function issueUploadUrl(
  ctx: ServiceContext,
  key: UploadTokenKey,
  request: UploadUrlRequest,
  now?: number,
) {
  const type = promisedType(request);
  const localFilename = `${randomUUID()}.${type.extension}`;
  const grant = {
    orgId: ctx.user.orgId,
    userId: ctx.user.id,
    assetType: request.asset_type,
    localFilename,
    name: uploadDisplayName(request.filename, `image.${type.extension}`),
  };
  return {
    upload_url: `${SIGNED_UPLOAD_PATH}?token=${signUploadToken(grant, key, now)}`,
    asset_url: urlOf(`assets/${ctx.user.orgId}/${localFilename}`),
    storage_type: 'local' as const,
    local_filename: localFilename,
  };
}

/** The grant of a token, refused unless it is valid and was issued to the caller. */
export function callersGrant(token: unknown, ctx: ServiceContext, key: UploadTokenKey) {
  const grant = verifyUploadToken(token, key);
  if (grant.orgId !== ctx.user.orgId || grant.userId !== ctx.user.id) {
    throw new HttpError(403, UPLOAD_LINK_OF_ANOTHER_USER);
  }
  return grant;
}

/** Stores the bytes PUT to an upload URL, once, as the image its token promised. */
export async function storeSignedUpload(
  db: Db,
  ctx: ServiceContext,
  storage: ObjectStorage,
  key: UploadTokenKey,
  { token, bytes }: { token: unknown; bytes: Buffer },
) {
  const grant = callersGrant(token, ctx, key);
  const type = checkedImageType(bytes);
  const promised = path.extname(grant.localFilename).slice(1);
  if (type.extension !== promised) {
    throw new HttpError(
      415,
      `${INVALID_FILE_TYPE}: the file is a ${type.extension.toUpperCase()} image, but this upload link is for a ${promised.toUpperCase()}`,
    );
  }
  const assetKey = `assets/${grant.orgId}/${grant.localFilename}`;
  // Asked first so that a used link is refused before its bytes are written; the unique key (and
  // the exclusive temporary file) settle two PUTs that race past this.
  if (await isStored(db, ctx, assetKey)) throw conflict(UPLOAD_LINK_USED);
  try {
    return await storeImage(db, ctx, storage, {
      key: assetKey,
      name: grant.name,
      assetType: grant.assetType,
      type,
      bytes,
    });
  } catch (error) {
    const sameFileAtOnce = (error as NodeJS.ErrnoException).code === 'EEXIST';
    if (sameFileAtOnce || isUniqueViolation(error)) throw conflict(UPLOAD_LINK_USED);
    throw error;
  }
}

async function isStored(db: Db, ctx: ServiceContext, key: string): Promise<boolean> {
  const rows = await db
    .select({ id: assets.id })
    .from(assets)
    .where(and(eq(assets.key, key), eq(assets.orgId, ctx.user.orgId)));
  return rows.length > 0;
}
