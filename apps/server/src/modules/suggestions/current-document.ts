import { Node as ProseMirrorNode } from '@tiptap/pm/model';
import type { Db } from '../../db/client.js';
import { schema } from '../../lib/editor-document.js';
import type { ServiceContext } from '../auth/context.js';
import { findDocument } from '../documents/scope.js';
import { loadVersion } from '../export/load-export.js';

// Suggestions live in a version's content, as marks. A version's body is read into the editor's
// JSON the way an export reads it (load-export.ts): kept per body once read, and read on a worker
// thread when big, so listing the suggestions, settling one and exporting share one reading.

/** A document's current version as a node of the editor's schema; null before its first save. */
export type CurrentDocument = { version: number; doc: ProseMirrorNode | null };

/** The current version of a document of the caller's organization (another's is 404) as a node. */
export async function readCurrentDocument(db: Db, ctx: ServiceContext, id: string): Promise<CurrentDocument> {
  const row = await findDocument(db, ctx, id);
  return { version: row.currentVersion, doc: await versionNode(db, row.id, row.currentVersion) };
}

async function versionNode(db: Db, documentId: string, version: number): Promise<ProseMirrorNode | null> {
  // Version 0 has no content yet, hence no suggestion (its row, if any, holds values only).
  if (version === 0) return null;
  const { body } = await loadVersion(db, documentId, version);
  return ProseMirrorNode.fromJSON(schema, body);
}
