import type { CreateSmartFieldInput, UpdateSmartFieldInput } from '@lexdraft/contract';
import { isSensitiveField, type MergeFieldType, MODEL_MERGE_FIELDS } from '@lexdraft/core';
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { isUniqueViolation } from '../../db/errors.js';
import { smartFields } from '../../db/schema.js';
import { writeAudit } from '../../lib/audit.js';
import { conflict, HttpError } from '../../lib/errors.js';
import type { ServiceContext } from '../auth/context.js';

// An organization's smart-field definitions, and the definitions list that joins them to the model's.

type SmartFieldRow = typeof smartFields.$inferSelect;

/** The condition that keeps a query to the caller's organization's smart fields. */
const visibleSmartFields = (ctx: ServiceContext) => eq(smartFields.orgId, ctx.user.orgId);

/** The fields of a smart field that leave the server; the default value under both names the web reads. */
export function presentSmartField(row: SmartFieldRow) {
  return {
    id: row.id,
    key: row.key,
    label: row.label,
    category: row.category,
    type: row.type as MergeFieldType,
    default_value: row.defaultValue,
    defaultValue: row.defaultValue,
    validation: row.validation,
    // The effective value: a key such as `client.ssn` is sensitive even if not marked.
    sensitive: isSensitiveField(row.key, row),
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

const listRows = (db: Db, ctx: ServiceContext) =>
  db
    .select()
    .from(smartFields)
    .where(visibleSmartFields(ctx))
    .orderBy(asc(smartFields.category), asc(smartFields.label), asc(smartFields.key));

/** The model's fields (unless left out), then the organization's smart fields. */
export async function listMergeFieldDefinitions(db: Db, ctx: ServiceContext, includeModelFields: boolean) {
  const model = includeModelFields
    ? MODEL_MERGE_FIELDS.map((field) => ({
        ...field,
        source: 'model' as const,
        sensitive: isSensitiveField(field.id),
      }))
    : [];
  const smart = (await listRows(db, ctx)).map((row) => ({
    id: row.key,
    label: row.label,
    category: row.category,
    type: row.type as MergeFieldType,
    defaultValue: row.defaultValue ?? undefined,
    source: 'smart' as const,
    required: row.validation.required === true,
    sensitive: isSensitiveField(row.key, row),
  }));
  return [...model, ...smart];
}

export async function listSmartFields(db: Db, ctx: ServiceContext) {
  return { smart_fields: (await listRows(db, ctx)).map(presentSmartField) };
}

const duplicateKey = (key: string) => conflict(`A smart field with key "${key}" already exists`);

const audit = (db: Db, ctx: ServiceContext, action: string, row: SmartFieldRow) =>
  writeAudit(db, ctx.meta, {
    orgId: ctx.user.orgId,
    userId: ctx.user.id,
    action,
    targetType: 'smart_field',
    targetId: row.id,
    details: { key: row.key },
  });

/** Turns the unique index's refusal into the 409 the form shows. */
async function uniqueKey<T>(key: string | undefined, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (key !== undefined && isUniqueViolation(error)) throw duplicateKey(key);
    throw error;
  }
}

export async function createSmartField(db: Db, ctx: ServiceContext, input: CreateSmartFieldInput) {
  const row = await uniqueKey(input.key, () =>
    db.transaction(async (tx) => {
      const [row] = await tx
        .insert(smartFields)
        .values({
          orgId: ctx.user.orgId,
          key: input.key,
          label: input.label,
          category: input.category,
          type: input.type,
          defaultValue: input.default_value ?? input.defaultValue ?? null,
          validation: input.validation,
          sensitive: input.sensitive,
        })
        .returning();
      await audit(tx, ctx, 'smart_field.created', row!);
      return row!;
    }),
  );
  return presentSmartField(row);
}

const NOT_FOUND = 'Smart field not found';

export async function updateSmartField(
  db: Db,
  ctx: ServiceContext,
  id: string,
  input: UpdateSmartFieldInput,
) {
  const row = await uniqueKey(input.key, () =>
    db.transaction(async (tx) => {
      const [row] = await tx
        .update(smartFields)
        .set({
          key: input.key,
          label: input.label,
          category: input.category,
          type: input.type,
          defaultValue: input.default_value !== undefined ? input.default_value : input.defaultValue,
          validation: input.validation,
          sensitive: input.sensitive,
          updatedAt: new Date(),
        })
        .where(and(visibleSmartFields(ctx), eq(smartFields.id, id)))
        .returning();
      if (!row) throw new HttpError(404, NOT_FOUND);
      await audit(tx, ctx, 'smart_field.updated', row);
      return row;
    }),
  );
  return presentSmartField(row);
}

export async function deleteSmartField(db: Db, ctx: ServiceContext, id: string) {
  await db.transaction(async (tx) => {
    const [row] = await tx
      .delete(smartFields)
      .where(and(visibleSmartFields(ctx), eq(smartFields.id, id)))
      .returning();
    if (!row) throw new HttpError(404, NOT_FOUND);
    await audit(tx, ctx, 'smart_field.deleted', row);
  });
}
