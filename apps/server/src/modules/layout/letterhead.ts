import { type Letterhead, letterhead as letterheadSchema } from '@lexdraft/contract';
import { isRecord } from '@lexdraft/core';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { documents } from '../../db/schema.js';
import { assertOwnAsset } from '../assets/own-asset.js';
import type { ServiceContext } from '../auth/context.js';
import { changeCurrentContent } from '../documents/current-content.js';
import { findDocument } from '../documents/scope.js';
import { auditDocument } from '../documents/service.js';
import { valuesVersion } from '../documents/values-version.js';

// A document's letterhead lives in its current content's metadata (spec section 3), changed there
// in place like field values, so that the editor's next content save, based on the version it
// holds, still succeeds and keeps it (documents/value-writes.ts). docs/layout-api.md.

type Content = Record<string, unknown>;
type LetterheadAnswer = { letterhead: Letterhead | null };

const metadataOf = (content: Content) => (isRecord(content.metadata) ? content.metadata : {});

/** The content's letterhead; one stored in another shape (written before this path) counts as none. */
function letterheadOf(content: Content | undefined): Letterhead | null {
  if (!content) return null;
  return letterheadSchema.safeParse(metadataOf(content).letterhead).data ?? null;
}

function withLetterhead(content: Content, value: Letterhead | null): Content {
  const { letterhead: _, ...metadata } = metadataOf(content);
  return { ...content, metadata: value ? { ...metadata, letterhead: value } : metadata };
}

/** The letterhead of the document's current content (or of the values row of one not saved yet). */
export async function getLetterhead(
  db: Db,
  ctx: ServiceContext,
  documentId: string,
): Promise<LetterheadAnswer> {
  const document = await findDocument(db, ctx, documentId);
  const version = await valuesVersion(db, document.id, document.currentVersion);
  return { letterhead: letterheadOf(version?.content) };
}

/**
 * Sets the letterhead (or removes it, given null) in the current content, and drops the one the
 * document's own metadata may hold (the older place, spec section 4), in one transaction with its
 * audit row. Templates take it too: like their header and footer, the layout is not the
 * read-only text, and documents made from them start with it.
 */
export async function setLetterhead(
  db: Db,
  ctx: ServiceContext,
  documentId: string,
  value: Letterhead | null,
): Promise<LetterheadAnswer> {
  return db.transaction(async (tx) => {
    const document = await findDocument(tx, ctx, documentId, { lock: true });
    // Checked after the document, so that a stranger's document is 404 whatever the body.
    if (value) await assertOwnAsset(tx, ctx, value.image_url, 'letterhead.image_url');
    await changeCurrentContent(tx, ctx, document, (content, valueWrites) => ({
      content: withLetterhead(content, value),
      valueWrites,
    }));
    const { letterhead: legacy, ...metadata } = document.metadata;
    await tx
      .update(documents)
      .set({ metadata, updatedBy: ctx.user.id, updatedAt: new Date() })
      .where(eq(documents.id, document.id));
    await auditDocument(
      tx,
      ctx,
      value ? 'document.letterhead_set' : 'document.letterhead_removed',
      document.id,
      { image_url: value?.image_url ?? null, legacy_removed: legacy !== undefined },
    );
    return { letterhead: value };
  });
}
