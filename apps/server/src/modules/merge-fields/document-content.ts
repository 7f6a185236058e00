import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { documents } from '../../db/schema.js';
import { conflict } from '../../lib/errors.js';
import type { ServiceContext } from '../auth/context.js';
import { changeCurrentContent } from '../documents/current-content.js';
import { findDocument } from '../documents/scope.js';
import { auditDocument, TEMPLATE_READ_ONLY } from '../documents/service.js';
import { recordWrites, type ValuePart } from '../documents/value-writes.js';
import { valuesVersion } from '../documents/values-version.js';

// Field values live in the content of a document's current version and are changed in place: a
// value typed every few seconds is not a new version, and a later content PUT with the
// base_version the editor holds still succeeds. Each change records the keys it wrote in the
// version row, so that such a PUT keeps them instead of the values it loaded (documents/value-writes.ts).

export type Content = Record<string, unknown>;

/** The content of a document's current version; empty at version 0. */
export async function readContent(db: Db, ctx: ServiceContext, documentId: string): Promise<Content> {
  const row = await findDocument(db, ctx, documentId);
  const version = await valuesVersion(db, row.id, row.currentVersion);
  return version?.content ?? {};
}

/** A change of one value part of a document's current content. */
export type ContentChange = {
  documentId: string;
  part: ValuePart;
  /** How many entries the request sent, for the audit row. */
  fields: number;
  change: (content: Content) => Content;
  /** The keys of `part` that the change wrote or removed. */
  written: (before: Content, after: Content) => Iterable<string>;
  /** Runs in the same transaction once the content is changed: the provenance rows of the values written. */
  afterChange?: (tx: Db, before: Content, after: Content) => Promise<void>;
};

/**
 * Changes the current version's content in one transaction, holding the document's row so that
 * concurrent saves apply one after the other. The document's current version number never changes.
 */
export async function changeContent(db: Db, ctx: ServiceContext, input: ContentChange): Promise<Content> {
  const { documentId, part, fields, change, written, afterChange } = input;
  return db.transaction(async (tx) => {
    const document = await findDocument(tx, ctx, documentId, { lock: true });
    if (document.isTemplate) throw conflict(TEMPLATE_READ_ONLY);
    const number = document.currentVersion;
    let previous: Content = {};
    const content = await changeCurrentContent(tx, ctx, document, (before, valueWrites) => {
      previous = before;
      const after = change(before);
      return { content: after, valueWrites: recordWrites(valueWrites, part, written(before, after), number) };
    });
    await afterChange?.(tx, previous, content);
    await tx
      .update(documents)
      .set({ updatedBy: ctx.user.id, updatedAt: new Date() })
      .where(eq(documents.id, document.id));
    await auditDocument(tx, ctx, 'document.field_values_saved', document.id, {
      part,
      fields,
      version: number,
    });
    return content;
  });
}
