import { DOCUMENT_NAME_MAX_LENGTH } from '@lexdraft/core';
import type { Db } from '../../db/client.js';
import { HttpError } from '../../lib/errors.js';
import type { ServiceContext } from '../auth/context.js';
import { loadLinks } from './links.js';
import { currentVersion, findDocument, presentWithLinks } from './scope.js';
import { auditDocument, insertDocument, TEMPLATE_READ_ONLY } from './service.js';
import { copySources } from './template-sources.js';

// "Make a copy" (issue 28): a signed document is read-only, so changing it starts from a copy. The
// copy is a new draft with the same content, values, metadata, header and footer and linked
// records; it has no signature request, so it is not signed and can be edited and sent.

/** The copy's name: the original's with " (copy)", cut to fit. */
export const copyName = (name: string) => {
  const suffix = ' (copy)';
  return `${name.slice(0, DOCUMENT_NAME_MAX_LENGTH - suffix.length)}${suffix}`;
};

/** Copies a document of the caller's organization into a new draft and answers the draft. */
export async function copyDocument(db: Db, ctx: ServiceContext, id: string) {
  const { row, version } = await db.transaction(async (tx) => {
    const source = await findDocument(tx, ctx, id);
    // A template is copied by creating a document from it.
    if (source.isTemplate) throw new HttpError(422, TEMPLATE_READ_ONLY);
    const current = await currentVersion(tx, source.id, source.currentVersion);
    const links = (await loadLinks(tx, [source.id])).get(source.id)!;
    const copied = await insertDocument(tx, ctx, {
      name: copyName(source.name),
      isDraft: true,
      metadata: source.metadata,
      content: current?.content,
      headerFooter: source.headerFooter,
      links: {
        entity_ids: links.entities.map((record) => record.id),
        owner_ids: links.owners.map((record) => record.id),
        contact_ids: links.contacts.map((record) => record.id),
      },
    });
    // Where its values came from, as for a document made from a template.
    await copySources(tx, ctx, source.id, copied.row.id);
    await auditDocument(tx, ctx, 'document.copied', copied.row.id, { source_document_id: source.id });
    return copied;
  });
  return presentWithLinks(db, row, version);
}
