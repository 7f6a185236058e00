import { randomUUID } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { UPLOAD_MAX_MB } from '@lexdraft/core';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { assets } from '../../db/schema.js';
import { writeAudit } from '../../lib/audit.js';
import { HttpError } from '../../lib/errors.js';
import type { ServiceContext } from '../auth/context.js';
import { detectImageType } from './image-types.js';

// Uploaded images live on local disk under DATA_DIR/assets/{org}/, named by a random id; the
// assets table says whose they are. URLs have the spec's shape: /api/docs/assets/{key without assets/}.

const MAX_BYTES = UPLOAD_MAX_MB * 1024 * 1024;
const DATA_URL = /^data:([\w/+.-]+);base64,([A-Za-z0-9+/=\s]+)$/;

export const ASSET_NOT_FOUND = 'Asset not found';

export type LocalUpload = { file_content: string; filename: string; asset_type: string };

const urlOf = (key: string) => `/api/docs/assets/${key.replace(/^assets\//, '')}`;

/** Stores an image sent as a data URL, after checking its size and its real type. */
export async function storeLocalUpload(db: Db, ctx: ServiceContext, dataDir: string, upload: LocalUpload) {
  const match = DATA_URL.exec(upload.file_content);
  if (!match) throw new HttpError(422, 'Invalid request: file_content: must be a base64 data URL');
  const bytes = Buffer.from(match[2]!, 'base64');
  if (bytes.length === 0) throw new HttpError(422, 'The file is empty');
  if (bytes.length > MAX_BYTES) throw new HttpError(413, `File size must be less than ${UPLOAD_MAX_MB}MB`);
  const type = detectImageType(bytes);
  if (!type) throw new HttpError(415, 'Invalid file type');
  const key = `assets/${ctx.user.orgId}/${randomUUID()}.${type.extension}`;
  const file = path.join(dataDir, key);
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, bytes, { mode: 0o600 });
  const name = path.basename(upload.filename).slice(0, 255) || `image.${type.extension}`;
  await db.transaction(async (tx) => {
    await tx.insert(assets).values({
      orgId: ctx.user.orgId,
      key,
      name,
      assetType: upload.asset_type,
      contentType: type.mime,
      size: bytes.length,
      createdBy: ctx.user.id,
    });
    await writeAudit(tx, ctx.meta, {
      orgId: ctx.user.orgId,
      userId: ctx.user.id,
      action: 'asset.uploaded',
      targetType: 'asset',
      details: { key, size: bytes.length },
    });
  });
  return { url: urlOf(key), name, size: bytes.length, type: type.mime };
}

/** Reads an asset of the caller's organization; anything else is "not found". */
export async function readAsset(db: Db, ctx: ServiceContext, dataDir: string, relativeKey: string) {
  const key = `assets/${relativeKey}`;
  const [asset] = await db
    .select()
    .from(assets)
    .where(and(eq(assets.key, key), eq(assets.orgId, ctx.user.orgId)));
  if (!asset) throw new HttpError(404, ASSET_NOT_FOUND);
  return { contentType: asset.contentType, bytes: await readFile(path.join(dataDir, asset.key)) };
}
