import { OWN_ASSET_URL } from '@lexdraft/contract';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { assets } from '../../db/schema.js';
import { HttpError } from '../../lib/errors.js';
import type { ServiceContext } from '../auth/context.js';

// Images a document points at (a header's logo, a letterhead) are printed by renderers that read
// them from storage and never fetch a URL, so they must be the firm's own uploads.

/** The 422 detail for `field` naming an image that is not one of the organization's uploads. */
export const notOwnAsset = (field: string) =>
  `Invalid request: ${field}: must be an image uploaded to this organization`;

/**
 * Refuses, naming `field`, a URL that is not an image the caller's organization uploaded and
 * still has (the contract already refused any other URL shape). An upload straight to S3 counts
 * once its bytes were checked (pending false): the client reads it back right after uploading.
 */
export async function assertOwnAsset(db: Db, ctx: ServiceContext, url: string, field: string): Promise<void> {
  const [, orgId, file] = OWN_ASSET_URL.exec(url) ?? [];
  if (orgId !== ctx.user.orgId) throw new HttpError(422, notOwnAsset(field));
  const [asset] = await db
    .select({ id: assets.id })
    .from(assets)
    .where(
      and(
        eq(assets.orgId, ctx.user.orgId),
        eq(assets.key, `assets/${orgId}/${file}`),
        eq(assets.pending, false),
      ),
    );
  if (!asset) throw new HttpError(422, notOwnAsset(field));
}
