import { buildContent } from '@lexdraft/core';
import type { Db } from '../../db/client.js';
import type { ServiceContext } from '../auth/context.js';
import type { ValueWrites } from './value-writes.js';
import { valuesVersion } from './values-version.js';
import { insertVersion, replaceVersionContent } from './version-content.js';

// Some parts of a document's content are changed in place, in its current version, rather than by
// a content save that makes a new one: field values typed every few seconds, the letterhead. The
// version number stays, so a later content save based on it still succeeds (and keeps them:
// value-writes.ts).

type Content = Record<string, unknown>;

/** What an in-place change makes of the current content and of its version's value stamps. */
export type InPlaceChange = (
  content: Content,
  valueWrites: ValueWrites,
) => { content: Content; valueWrites: ValueWrites };

/**
 * Changes the content of a document's current version in place; at version 0 (no content saved
 * yet) it goes in a row numbered 0 that the first save builds on. The caller holds the document's
 * row locked in its transaction, so that concurrent changes apply one after the other.
 */
export async function changeCurrentContent(
  tx: Db,
  ctx: ServiceContext,
  document: { id: string; currentVersion: number },
  change: InPlaceChange,
): Promise<Content> {
  const version = await valuesVersion(tx, document.id, document.currentVersion);
  const { content, valueWrites } = change(version?.content ?? buildContent(''), version?.valueWrites ?? {});
  if (version) {
    await replaceVersionContent(tx, { ...version, orgId: ctx.user.orgId }, { content, valueWrites });
  } else {
    await insertVersion(tx, {
      orgId: ctx.user.orgId,
      documentId: document.id,
      version: document.currentVersion,
      content,
      valueWrites,
      createdBy: ctx.user.id,
    });
  }
  return content;
}
