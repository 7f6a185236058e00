import type { CreateFieldTemplateInput } from '@lexdraft/contract';
import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { fieldTemplates } from '../../db/schema.js';
import { writeAudit } from '../../lib/audit.js';
import { HttpError } from '../../lib/errors.js';
import type { ServiceContext } from '../auth/context.js';

// Saved sets of field values that can be applied to any document of the organization.

type FieldTemplateRow = typeof fieldTemplates.$inferSelect;

/** The form's own messages (spec section 5), so that the dialog can show the server's answer as it is. */
export const TEMPLATE_NAME_REQUIRED = 'Please enter a template name';
export const TEMPLATE_VALUES_REQUIRED = 'A template needs at least one field value';

const visibleFieldTemplates = (ctx: ServiceContext) => eq(fieldTemplates.orgId, ctx.user.orgId);

export function presentFieldTemplate(row: FieldTemplateRow) {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    values: row.values,
    field_keys: row.fieldKeys,
    created_at: row.createdAt.toISOString(),
  };
}

const audit = (db: Db, ctx: ServiceContext, action: string, row: FieldTemplateRow) =>
  writeAudit(db, ctx.meta, {
    orgId: ctx.user.orgId,
    userId: ctx.user.id,
    action,
    targetType: 'field_template',
    targetId: row.id,
    details: { name: row.name },
  });

/** The organization's field templates, newest first. */
export async function listFieldTemplates(db: Db, ctx: ServiceContext) {
  const rows = await db
    .select()
    .from(fieldTemplates)
    .where(visibleFieldTemplates(ctx))
    .orderBy(desc(fieldTemplates.createdAt), desc(fieldTemplates.id));
  return { templates: rows.map(presentFieldTemplate) };
}

export async function createFieldTemplate(db: Db, ctx: ServiceContext, input: CreateFieldTemplateInput) {
  const name = input.name.trim();
  if (name === '') throw new HttpError(422, TEMPLATE_NAME_REQUIRED);
  if (!Object.values(input.values).some((value) => value.trim() !== '')) {
    throw new HttpError(422, TEMPLATE_VALUES_REQUIRED);
  }
  const row = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(fieldTemplates)
      .values({
        orgId: ctx.user.orgId,
        name,
        description: input.description?.trim() || null,
        values: input.values,
        // Without a list, the template covers the fields it has values for.
        fieldKeys: [...new Set(input.field_keys ?? Object.keys(input.values))],
        createdBy: ctx.user.id,
      })
      .returning();
    await audit(tx, ctx, 'field_template.created', row!);
    return row!;
  });
  return presentFieldTemplate(row);
}

export async function deleteFieldTemplate(db: Db, ctx: ServiceContext, id: string) {
  await db.transaction(async (tx) => {
    const [row] = await tx
      .delete(fieldTemplates)
      .where(and(visibleFieldTemplates(ctx), eq(fieldTemplates.id, id)))
      .returning();
    if (!row) throw new HttpError(404, 'Field template not found');
    await audit(tx, ctx, 'field_template.deleted', row);
  });
}
