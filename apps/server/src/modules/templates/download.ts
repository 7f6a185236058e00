import { Readable } from 'node:stream';
import { hasPermission } from '@lexdraft/core';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { assets, users } from '../../db/schema.js';
import { writeAudit } from '../../lib/audit.js';
import { HttpError } from '../../lib/errors.js';
import type { RequestMeta } from '../../lib/request-meta.js';
import type { ObjectStorage } from '../../lib/storage/object-storage.js';
import { safeDisplayName } from '../assets/file-name.js';
import type { ServiceContext } from '../auth/context.js';
import { renderDocxOffThread } from '../export/docx/render-pool.js';
import { exportDocument } from '../export/export-service.js';
import {
  type DownloadTokenKey,
  INVALID_DOWNLOAD_LINK,
  signDownloadToken,
  verifyDownloadToken,
} from './download-token.js';
import { findTemplate } from './scope.js';

// A template as a Word file, through a signed link that needs no session: the file it was imported
// from when it has one, else its Word export. The link is bound to the organization, the template
// and the user who asked; it stops working when that user may no longer read documents.

/** Where a download link points; its signed token follows as `?token=`. */
export const downloadPath = (templateId: string) => `/docs/templates/${templateId}/download`;

export const LINK_NO_LONGER_VALID = 'This download link is no longer valid';

/** A link to download a template of the caller's organization, valid for 5 minutes from `now`. */
export async function issueDownloadUrl(
  db: Db,
  ctx: ServiceContext,
  key: DownloadTokenKey,
  templateId: string,
  now: number,
) {
  await findTemplate(db, ctx, templateId);
  const grant = { orgId: ctx.user.orgId, templateId, userId: ctx.user.id };
  const { token, expiresAt } = signDownloadToken(grant, key, now);
  return {
    download_url: `${downloadPath(templateId)}?token=${token}`,
    expires_at: new Date(expiresAt).toISOString(),
  };
}

/**
 * The context a download runs in: the user who asked for the link, read again now, still active in
 * the link's organization and still allowed to read documents. There is no session: the link is
 * the credential.
 */
async function issuerContext(
  db: Db,
  grant: { orgId: string; userId: string },
  meta: RequestMeta,
): Promise<ServiceContext> {
  const [user] = await db
    .select()
    .from(users)
    .where(and(eq(users.id, grant.userId), eq(users.orgId, grant.orgId), eq(users.isActive, true)));
  if (!user || !hasPermission(user, 'docs:read')) throw new HttpError(403, LINK_NO_LONGER_VALID);
  const { id, orgId, role, permissions, email } = user;
  return { user: { id, orgId, role, permissions, email, sessionId: '' }, meta };
}

/** A template's original Word file, streamed, or null when it is no longer stored. */
async function readOriginalFile(db: Db, ctx: ServiceContext, storage: ObjectStorage, assetId: string) {
  const [asset] = await db
    .select({ key: assets.key, etag: assets.etag })
    .from(assets)
    .where(and(eq(assets.orgId, ctx.user.orgId), eq(assets.id, assetId), eq(assets.pending, false)));
  if (!asset) return null;
  const object = await storage.getStream(asset.key, { ifMatch: asset.etag ?? undefined });
  return object && { stream: object.stream, size: object.size };
}

// Characters that Windows, macOS or a shell would take for part of a path.
const UNSAFE_IN_FILE_NAMES = /[<>:"/\\|?*]/g;

/** The file name a template downloads as: its name, cleaned for any file system, with `.docx`. */
export function wordFileName(templateName: string): string {
  const base = safeDisplayName(templateName.replace(UNSAFE_IN_FILE_NAMES, '_'), 'template');
  return safeDisplayName(`${base}.docx`, 'template.docx');
}

export type TemplateDownload = {
  fileName: string;
  stream: Readable;
  size: number;
  source: 'original' | 'export';
};

/**
 * The Word file a download link gives: 403 for a link not signed by this server or for another
 * template, 410 once expired, 404 when the template is gone. Unfilled fields print as their
 * highlighted labels (a template's fields are unfilled by nature); the audit log records each
 * download, and the export's own row when fields were unfilled.
 */
export async function downloadTemplate(
  db: Db,
  storage: ObjectStorage,
  key: DownloadTokenKey,
  request: { templateId: string; token: unknown; meta: RequestMeta; now: number },
): Promise<TemplateDownload> {
  const grant = verifyDownloadToken(request.token, key, request.now);
  if (grant.templateId !== request.templateId) throw new HttpError(403, INVALID_DOWNLOAD_LINK);
  const ctx = await issuerContext(db, grant, request.meta);
  const { document, library } = await findTemplate(db, ctx, grant.templateId);
  const original = library?.sourceAssetId
    ? await readOriginalFile(db, ctx, storage, library.sourceAssetId)
    : null;
  const file = original ?? fromBytes(await exportTemplate(db, ctx, storage, document.id));
  const source = original ? 'original' : 'export';
  try {
    await writeAudit(db, ctx.meta, {
      orgId: ctx.user.orgId,
      userId: ctx.user.id,
      action: 'template.downloaded',
      targetType: 'document',
      targetId: document.id,
      details: { source },
    });
  } catch (error) {
    // An open stream holds a file or a database connection until it is read or destroyed.
    file.stream.destroy();
    throw error;
  }
  return { fileName: wordFileName(document.name), ...file, source };
}

const exportTemplate = (db: Db, ctx: ServiceContext, storage: ObjectStorage, documentId: string) =>
  exportDocument(db, ctx, storage, documentId, {
    format: 'docx',
    allowUnresolved: true,
    render: renderDocxOffThread,
  });

const fromBytes = (bytes: Buffer) => ({ stream: Readable.from([bytes]), size: bytes.length });
