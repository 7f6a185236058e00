import { redlineDocument, UNKNOWN_AUTHOR } from '@lexdraft/editor-schema';
import type { JSONContent } from '@tiptap/core';
import { Node as ProseMirrorNode } from '@tiptap/pm/model';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { documentVersions, users } from '../../db/schema.js';
import { schema } from '../../lib/editor-document.js';
import { HttpError } from '../../lib/errors.js';
import type { AssetStore } from '../assets/read-own-asset.js';
import type { ServiceContext } from '../auth/context.js';
import { auditDocument } from '../documents/service.js';
import { VERSION_NOT_FOUND } from '../documents/versions.js';
import { loadExport, loadVersion } from './load-export.js';
import type { Renderer } from './renderers.js';

// A version's redline (GET /docs/documents/{id}/versions/{n}/redline): the current version with
// every difference from version n as a tracked change (redlineDocument on the shared schema),
// credited to whoever saved the current version, at the time it was saved, then printed as any
// redline is: its fields filled, its comment threads as Word comments.

function savedBy(db: Db, documentId: string, version: number) {
  return db
    .select({
      createdBy: documentVersions.createdBy,
      createdAt: documentVersions.createdAt,
      name: users.fullName,
    })
    .from(documentVersions)
    .leftJoin(users, eq(users.id, documentVersions.createdBy))
    .where(and(eq(documentVersions.documentId, documentId), eq(documentVersions.version, version)));
}

/** The Word redline of a document of the caller's organization against its version `version`; 404 for an unknown version. */
export async function exportVersionRedline(
  db: Db,
  ctx: ServiceContext,
  store: AssetStore,
  documentId: string,
  version: number,
  render: Renderer,
): Promise<Buffer> {
  const { document } = await loadExport(db, ctx, store, documentId, {
    markup: 'redline',
    replaceBody: async (row, current) => {
      if (version > row.currentVersion) throw new HttpError(404, VERSION_NOT_FOUND);
      const [[older], [latest]] = await Promise.all([
        savedBy(db, row.id, version),
        savedBy(db, row.id, row.currentVersion),
      ]);
      if (!older) throw new HttpError(404, VERSION_NOT_FOUND);
      if (version === row.currentVersion) return current;
      const { body } = await loadVersion(db, row.id, version);
      const redlined = redlineDocument(
        ProseMirrorNode.fromJSON(schema, body),
        ProseMirrorNode.fromJSON(schema, current),
        { id: latest?.createdBy ?? null, name: latest?.name ?? UNKNOWN_AUTHOR },
        (latest?.createdAt ?? new Date()).toISOString(),
      );
      return redlined.toJSON() as JSONContent;
    },
  });
  const file = await render(document);
  await auditDocument(db, ctx, 'document.exported', documentId, {
    format: 'docx',
    markup: 'redline',
    since_version: version,
  });
  return file;
}
