import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { documents, templates } from '../../db/schema.js';
import { HttpError } from '../../lib/errors.js';
import type { ServiceContext } from '../auth/context.js';

// A template is a document of the caller's organization with is_template; its library fields are
// its templates row, when it has one. Every read goes through here: another firm's template, or a
// document that is not a template, is "not found".

export const TEMPLATE_NOT_FOUND = 'Template not found';

/** The condition that keeps a query to the caller's organization's templates. */
export const visibleTemplates = (ctx: ServiceContext) =>
  and(eq(documents.orgId, ctx.user.orgId), eq(documents.isTemplate, true));

/** The columns of a template's document that the library shows; its content and metadata stay behind. */
export const templateDocumentColumns = {
  id: documents.id,
  name: documents.name,
  createdAt: documents.createdAt,
  updatedAt: documents.updatedAt,
};

export type TemplateDocument = { id: string; name: string; createdAt: Date; updatedAt: Date };
export type LibraryRow = typeof templates.$inferSelect;

/** The join of a template's document to its library row, within one organization. */
export const libraryRowOf = and(eq(templates.documentId, documents.id), eq(templates.orgId, documents.orgId));

/** A template of the caller's organization with its library row (null before it has one); `lock` holds the document. */
export async function findTemplate(
  db: Db,
  ctx: ServiceContext,
  id: string,
  options: { lock?: boolean } = {},
): Promise<{ document: TemplateDocument; library: LibraryRow | null }> {
  const query = db
    .select({ document: templateDocumentColumns, library: templates })
    .from(documents)
    .leftJoin(templates, libraryRowOf)
    .where(and(visibleTemplates(ctx), eq(documents.id, id)));
  const [row] = options.lock ? await query.for('update', { of: documents }) : await query;
  if (!row) throw new HttpError(404, TEMPLATE_NOT_FOUND);
  return row;
}
