import {
  DOCUMENT_NAME_MAX_LENGTH,
  FIELD_VALUE_MAX_LENGTH,
  FIELD_VALUES_MAX_COUNT,
  isFieldId,
  isStandardField,
} from '@lexdraft/core';
import { z } from 'zod';

// The HTTP shapes of docs/merge-fields-api.md. Services receive these, already validated.

export const recordIdParams = z.object({ id: z.uuid({ message: 'must be a record id' }) });

const FIELD_ID_RULE =
  'start with a letter or underscore, then use letters, digits, underscores, dots, hyphens or spaces';
/** A merge-field id: what may stand between the braces of a marker (core's grammar). */
const fieldId = z.string().refine(isFieldId, { message: `must ${FIELD_ID_RULE}` });
const fieldValue = z
  .string()
  .max(
    FIELD_VALUE_MAX_LENGTH,
    `must be at most ${FIELD_VALUE_MAX_LENGTH.toLocaleString('en-US')} characters`,
  );

/**
 * A flat map of field id to value, as every values save sends it. Keys are checked here rather
 * than by the record's key schema, whose failure would not say what is wrong with the key.
 */
export const fieldValuesMap = z.record(z.string(), fieldValue).superRefine((values, context) => {
  const keys = Object.keys(values);
  if (keys.length > FIELD_VALUES_MAX_COUNT) {
    context.addIssue({
      code: 'custom',
      message: `must hold at most ${FIELD_VALUES_MAX_COUNT.toLocaleString('en-US')} values`,
    });
    return;
  }
  for (const key of keys.filter((key) => !isFieldId(key))) {
    context.addIssue({ code: 'custom', path: [key], message: `is not a field id: ${FIELD_ID_RULE}` });
  }
});

export const listMergeFieldsQuery = z.object({
  include_model_fields: z
    .enum(['true', 'false'])
    .default('true')
    .transform((value) => value === 'true'),
});

export const smartFieldValuesBody = z.object({ values: fieldValuesMap });

export const customFieldsBody = z.object({
  custom_fields: z
    .array(z.object({ name: z.string(), value: fieldValue }))
    .max(
      FIELD_VALUES_MAX_COUNT,
      `must hold at most ${FIELD_VALUES_MAX_COUNT.toLocaleString('en-US')} fields`,
    ),
});
export type CustomFieldsInput = z.infer<typeof customFieldsBody>['custom_fields'];

const smartFieldFields = {
  key: fieldId.refine((key) => !isStandardField(key), {
    message: 'must not start with person., entity., contact. or owner.: those fields come from records',
  }),
  label: z.string().trim().min(1, 'must not be empty').max(200, 'must be at most 200 characters'),
  category: z.string().trim().min(1, 'must not be empty').max(100, 'must be at most 100 characters'),
  type: z.enum(['text', 'email', 'phone', 'date']),
  default_value: fieldValue.nullable(),
  // The smart-field form sends the camel-case name; either is accepted.
  defaultValue: fieldValue.nullable(),
  validation: z.object({ required: z.boolean().optional() }),
};

export const createSmartFieldBody = z.object({
  ...smartFieldFields,
  category: smartFieldFields.category.default('custom'),
  type: smartFieldFields.type.default('text'),
  default_value: smartFieldFields.default_value.optional(),
  defaultValue: smartFieldFields.defaultValue.optional(),
  validation: smartFieldFields.validation.default({}),
});
export type CreateSmartFieldInput = z.infer<typeof createSmartFieldBody>;

export const updateSmartFieldBody = z.object(smartFieldFields).partial();
export type UpdateSmartFieldInput = z.infer<typeof updateSmartFieldBody>;

export const createFieldTemplateBody = z.object({
  // Checked by the service, so that a blank name answers the form's own message.
  name: z.string().max(200, 'must be at most 200 characters').default(''),
  description: z.string().max(2000, 'must be at most 2,000 characters').nullish(),
  values: fieldValuesMap,
  field_keys: z.array(fieldId).max(FIELD_VALUES_MAX_COUNT).optional(),
});
export type CreateFieldTemplateInput = z.infer<typeof createFieldTemplateBody>;

export const sourceParams = z.object({ type: z.string() });
export const sourceQuery = z.object({ query: z.string().trim().max(200).default('') });

export const generateDocumentBody = z.object({
  template_id: z.uuid({ message: 'must be a document id' }),
  entity_id: z.uuid({ message: 'must be a record id' }),
  overrides: fieldValuesMap.optional(),
  name: z
    .string()
    .trim()
    .min(1, 'must not be empty')
    .max(DOCUMENT_NAME_MAX_LENGTH, `must be at most ${DOCUMENT_NAME_MAX_LENGTH} characters`)
    .optional(),
});
export type GenerateDocumentInput = z.infer<typeof generateDocumentBody>;
