import { DEFAULT_HEADER_FOOTER, type HeaderFooterConfig } from '@lexdraft/contract';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { documents } from '../../db/schema.js';
import { HttpError } from '../../lib/errors.js';
import { assertOwnAsset } from '../assets/own-asset.js';
import type { ServiceContext } from '../auth/context.js';
import { sanitize } from '../documents/content.js';
import { findDocument, NOT_FOUND, visibleDocuments } from '../documents/scope.js';
import { auditDocument } from '../documents/service.js';

// A document's header and footer, stored whole in documents.header_footer (docs/layout-api.md).

/** The document's header and footer; the defaults until someone saves them. */
export async function getHeaderFooter(db: Db, ctx: ServiceContext, documentId: string) {
  const row = await findDocument(db, ctx, documentId);
  return row.headerFooter ?? DEFAULT_HEADER_FOOTER;
}

/** A band's `content` as stored: sanitized against the editor's allow-list, as a document's HTML is. */
async function sanitizedContent(content: string | undefined, field: string): Promise<string | undefined> {
  if (content === undefined) return undefined;
  const result = await sanitize(content);
  if (!result.ok) throw new HttpError(422, `Invalid request: ${field}: nested too deeply`);
  return result.blank ? '' : result.html;
}

/**
 * The config with the header's and footer's `content` sanitized as a document save sanitizes its
 * HTML (off the event loop); the Word import stores its bands through here too.
 */
export async function sanitizeBands(config: HeaderFooterConfig): Promise<HeaderFooterConfig> {
  const [header, footer] = await Promise.all([
    sanitizedContent(config.header.content, 'header.content'),
    sanitizedContent(config.footer.content, 'footer.content'),
  ]);
  return {
    header: header === undefined ? config.header : { ...config.header, content: header },
    footer: footer === undefined ? config.footer : { ...config.footer, content: footer },
  };
}

/**
 * Replaces the document's header and footer in one statement, with its audit row, in one
 * transaction. Templates take it too: like their name and metadata, the layout is not the
 * read-only content, and documents created from them start with it.
 */
export async function saveHeaderFooter(
  db: Db,
  ctx: ServiceContext,
  documentId: string,
  sent: HeaderFooterConfig,
): Promise<HeaderFooterConfig> {
  const config = await sanitizeBands(sent);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(documents)
      .set({ headerFooter: config, updatedBy: ctx.user.id, updatedAt: new Date() })
      .where(and(visibleDocuments(ctx), eq(documents.id, documentId)))
      .returning({ headerFooter: documents.headerFooter });
    if (!row) throw new HttpError(404, NOT_FOUND);
    // Checked after the document so that a stranger's document is 404 whatever the body; a
    // refusal here rolls the update back.
    if (config.header.logo) await assertOwnAsset(tx, ctx, config.header.logo.url, 'header.logo.url');
    await auditDocument(tx, ctx, 'document.header_footer_updated', documentId, {
      header_enabled: config.header.enabled,
      footer_enabled: config.footer.enabled,
      logo_url: config.header.logo?.url ?? null,
    });
    return row.headerFooter!;
  });
}
