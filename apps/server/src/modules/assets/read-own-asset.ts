import { OWN_ASSET_URL } from '@lexdraft/contract';
import type { Db } from '../../db/client.js';
import { HttpError } from '../../lib/errors.js';
import type { ObjectStorage } from '../../lib/storage/object-storage.js';
import type { ServiceContext } from '../auth/context.js';
import { detectImageType } from './image-types.js';
import { readAsset } from './service.js';

// The one way a renderer reads an image a document refers to: from the caller's organization's
// storage, by its asset URL. Nothing else is ever fetched, so a URL of another firm, of a remote
// host or of a file never uploaded simply yields nothing. readAsset reads through the storage
// interface (local disk or S3) and checks an upload straight to S3 on its first read, refusing
// what is not a raster image: that too yields nothing here.

/** An image of the caller's organization: its bytes and the type they really are. */
export type OwnImage = { bytes: Buffer; contentType: string };

/** Where the organization's assets are read from: the app's storage (lib/storage). */
export type AssetStore = ObjectStorage;

/** The image at an asset URL of the caller's organization, or null when there is none there. */
export async function readOwnAsset(
  db: Db,
  ctx: ServiceContext,
  store: AssetStore,
  url: string,
): Promise<OwnImage | null> {
  const [, orgId, file] = OWN_ASSET_URL.exec(url) ?? [];
  if (!orgId || !file || orgId !== ctx.user.orgId) return null;
  try {
    const { bytes } = await readAsset(db, ctx, store, `${orgId}/${file}`);
    const type = detectImageType(bytes);
    return type ? { bytes, contentType: type.mime } : null;
  } catch (error) {
    // 404: nothing there; 413 and 415: an upload to S3 refused (and removed) on this first read.
    if (error instanceof HttpError && [404, 413, 415].includes(error.statusCode)) return null;
    throw error;
  }
}
