import { OWN_ASSET_URL } from '@lexdraft/contract';
import type { Db } from '../../db/client.js';
import { HttpError } from '../../lib/errors.js';
import type { ServiceContext } from '../auth/context.js';
import { detectImageType } from './image-types.js';
import { readAsset } from './service.js';

// The one way a renderer reads an image a document refers to: from the caller's organization's
// storage, by its asset URL. Nothing else is ever fetched, so a URL of another firm, of a remote
// host or of a file never uploaded simply yields nothing. A storage driver other than the local
// disk changes readAsset, and this stays as it is.

/** An image of the caller's organization: its bytes and the type they really are. */
export type OwnImage = { bytes: Buffer; contentType: string };

/** Where the organization's assets are read from, as readAsset takes it. */
export type AssetStore = Parameters<typeof readAsset>[2];

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
    if (error instanceof HttpError && error.statusCode === 404) return null;
    throw error;
  }
}
