import type {
  CreateTemplateInput,
  HeaderFooterConfig,
  ListTemplatesQuery,
  UpdateTemplateInput,
} from '@lexdraft/contract';
import { and, desc, eq, ilike, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { assets, documents, templates } from '../../db/schema.js';
import { HttpError } from '../../lib/errors.js';
import type { ObjectStorage } from '../../lib/storage/object-storage.js';
import type { ServiceContext } from '../auth/context.js';
import { prepareContent } from '../documents/content.js';
import { auditDocument, insertDocument } from '../documents/service.js';
import { bodiesOfDocument, dropUnusedBodies } from '../documents/version-content.js';
import { TEMPLATE_NAME_REQUIRED } from '../merge-fields/field-templates.js';
import { presentTemplate } from './presenter.js';
import {
  findTemplate,
  type LibraryRow,
  libraryRowOf,
  templateDocumentColumns,
  visibleTemplates,
} from './scope.js';

// The template library: the organization's templates (documents with is_template) and their
// library fields. Each write runs in one transaction with its audit row.

/** The library fields of a new template, as the templates row stores them; left out, the defaults. */
export type LibraryFields = Partial<
  Pick<
    LibraryRow,
    'category' | 'jurisdictionCode' | 'description' | 'tags' | 'placeholderMappings' | 'sourceAssetId'
  >
>;

/** A new template: its document (content already prepared) and its library fields. */
export type NewTemplate = {
  name: string;
  content?: Record<string, unknown>;
  headerFooter?: HeaderFooterConfig;
  metadata?: Record<string, unknown>;
  library: LibraryFields;
};

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);

/** The name a template is given, trimmed; blank is refused with the form's own message (spec section 5). */
function templateName(name: string): string {
  const trimmed = name.trim();
  if (trimmed === '') throw new HttpError(422, TEMPLATE_NAME_REQUIRED);
  return trimmed;
}

/** The organization's templates matching the query, newest first. */
export async function listTemplates(db: Db, ctx: ServiceContext, query: ListTemplatesQuery) {
  const filters: (SQL | undefined)[] = [visibleTemplates(ctx)];
  // A template without a library row has the defaults, so they match as the row's would.
  if (query.category) {
    filters.push(sql`lower(coalesce(${templates.category}, 'general')) = lower(${query.category})`);
  }
  if (query.jurisdiction_code) {
    filters.push(sql`lower(coalesce(${templates.jurisdictionCode}, '')) = lower(${query.jurisdiction_code})`);
  }
  if (query.q) filters.push(ilike(documents.name, `%${escapeLike(query.q)}%`));
  const rows = await db
    .select({ document: templateDocumentColumns, library: templates })
    .from(documents)
    .leftJoin(templates, libraryRowOf)
    .where(and(...filters))
    .orderBy(desc(documents.createdAt), desc(documents.id));
  return { templates: rows.map((row) => presentTemplate(row.document, row.library)) };
}

/** One template of the caller's organization; another organization's, or a document that is not one, is 404. */
export async function getTemplate(db: Db, ctx: ServiceContext, id: string) {
  const { document, library } = await findTemplate(db, ctx, id);
  return presentTemplate(document, library);
}

/**
 * Inserts a template, its first version when it has content, and its library row, with its audit
 * row, in the caller's transaction: the Word import makes its templates through here too.
 */
export async function insertTemplate(tx: Db, ctx: ServiceContext, input: NewTemplate) {
  const { row } = await insertDocument(tx, ctx, {
    name: input.name,
    isTemplate: true,
    isDraft: false,
    content: input.content,
    headerFooter: input.headerFooter,
    metadata: input.metadata,
  });
  const [library] = await tx
    .insert(templates)
    .values({ ...input.library, orgId: ctx.user.orgId, documentId: row.id, createdBy: ctx.user.id })
    .returning();
  await auditDocument(tx, ctx, 'template.created', row.id, {
    category: library!.category,
    from_file: library!.sourceAssetId !== null,
  });
  return { document: row, library: library! };
}

/** Creates a template from the library's form: a new document with is_template and its library fields. */
export async function createTemplate(db: Db, ctx: ServiceContext, input: CreateTemplateInput) {
  const name = templateName(input.name);
  const sent = typeof input.content === 'string' ? { ckeditor_html: input.content } : input.content;
  const content = sent ? await prepareContent(sent) : undefined;
  const { document, library } = await db.transaction((tx) =>
    insertTemplate(tx, ctx, {
      name,
      content,
      library: {
        category: input.category,
        jurisdictionCode: input.jurisdiction_code,
        description: input.description ?? null,
        tags: input.tags,
        placeholderMappings: input.placeholder_mappings ?? null,
      },
    }),
  );
  return presentTemplate(document, library);
}

/** Changes a template's name and the library fields sent; a template without a library row gets one. */
export async function updateTemplate(db: Db, ctx: ServiceContext, id: string, input: UpdateTemplateInput) {
  const name = input.name === undefined ? undefined : templateName(input.name);
  const { document, library } = await db.transaction(async (tx) => {
    await findTemplate(tx, ctx, id, { lock: true });
    const now = new Date();
    const [document] = await tx
      .update(documents)
      .set({ name, updatedBy: ctx.user.id, updatedAt: now })
      .where(eq(documents.id, id))
      .returning(templateDocumentColumns);
    const changes = {
      category: input.category,
      jurisdictionCode: input.jurisdiction_code,
      description: input.description,
      tags: input.tags,
      placeholderMappings: input.placeholder_mappings,
    };
    const [library] = await tx
      .insert(templates)
      .values({ ...changes, orgId: ctx.user.orgId, documentId: id, createdBy: ctx.user.id })
      .onConflictDoUpdate({
        target: [templates.orgId, templates.documentId],
        set: { ...changes, updatedAt: now },
      })
      .returning();
    await auditDocument(tx, ctx, 'template.updated', id, { fields: Object.keys(input) });
    return { document: document!, library: library! };
  });
  return presentTemplate(document, library);
}

/**
 * Deletes a template: its document, versions and library row, and the Word file it was imported
 * from. Documents made from it keep their own copy of its content; their source_document_id is
 * left pointing at nothing.
 */
export async function deleteTemplate(db: Db, ctx: ServiceContext, storage: ObjectStorage, id: string) {
  const originalKey = await db.transaction(async (tx) => {
    const { document, library } = await findTemplate(tx, ctx, id, { lock: true });
    const bodies = await bodiesOfDocument(tx, id);
    await tx.delete(documents).where(eq(documents.id, id));
    await dropUnusedBodies(tx, ctx.user.orgId, bodies);
    const original = library?.sourceAssetId
      ? await tx
          .delete(assets)
          .where(and(eq(assets.orgId, ctx.user.orgId), eq(assets.id, library.sourceAssetId)))
          .returning({ key: assets.key })
      : [];
    await auditDocument(tx, ctx, 'template.deleted', id, { name: document.name });
    return original[0]?.key;
  });
  // Only once the rows are gone; a file left by a failure here is never served again.
  if (originalKey) await storage.delete(originalKey).catch(() => {});
}
