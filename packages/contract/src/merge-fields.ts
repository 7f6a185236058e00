import {
  DOCUMENT_NAME_MAX_LENGTH,
  FIELD_VALUE_MAX_LENGTH,
  FIELD_VALUES_MAX_COUNT,
  isFieldId,
  isStandardField,
} from '@lexdraft/core';
import { z } from 'zod';
import { looseObject, stringMap, timestamp } from './common.js';

// The HTTP shapes of docs/merge-fields-api.md. Services receive the request shapes already validated.

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
const fieldType = z.enum(['text', 'email', 'phone', 'date']);

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
  type: fieldType,
  default_value: fieldValue.nullable(),
  // The smart-field form sends the camel-case name; either is accepted.
  defaultValue: fieldValue.nullable(),
  validation: z.object({ required: z.boolean().optional() }),
  /** Masked for viewers (docs/field-trust.md); SSN, EIN, tax id, birth date and bank fields are sensitive whatever this says. */
  sensitive: z.boolean(),
};

export const createSmartFieldBody = z.object({
  ...smartFieldFields,
  category: smartFieldFields.category.default('custom'),
  type: smartFieldFields.type.default('text'),
  default_value: smartFieldFields.default_value.optional(),
  defaultValue: smartFieldFields.defaultValue.optional(),
  validation: smartFieldFields.validation.default({}),
  sensitive: smartFieldFields.sensitive.default(false),
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

/** A definition as the server lists it: the model's fields and the firm's smart fields. */
export const serverFieldDefinition = z.object({
  id: z.string(),
  label: z.string(),
  category: z.string(),
  type: fieldType,
  defaultValue: z.string().optional(),
  /** Where it comes from: the data model (person, entity, contact, owner) or a smart field. */
  source: z.enum(['model', 'smart']),
  /** A smart field that must have a value before the document is saved. */
  required: z.boolean().optional(),
  /** Whether a viewer receives its values masked (the effective value, defaults included); the server always sends it. */
  sensitive: z.boolean().optional(),
});

/** A firm's record that can fill fields (spec: External source). */
export const externalSource = z.object({
  id: z.string(),
  type: z.enum(['contact', 'entity']),
  name: z.string(),
  email: z.string().nullish(),
  ein: z.string().nullish(),
  /** Values by merge-field id (`contact.email`, `client.email`, `person.first_name`, ...). */
  fields: stringMap,
});

/** A firm's smart-field definition as the smart-fields paths show it. */
export const smartField = z.object({
  id: z.string(),
  key: z.string(),
  label: z.string(),
  category: z.string(),
  type: fieldType,
  default_value: z.string().nullable(),
  defaultValue: z.string().nullable(),
  validation: z.object({ required: z.boolean().optional() }),
  /** Whether a viewer receives its values masked: marked so, or sensitive by its key's last part. */
  sensitive: z.boolean(),
  created_at: timestamp,
  updated_at: timestamp,
});
export const smartFieldList = z.object({ smart_fields: z.array(smartField) });

/** A saved set of values that can be applied to any document. */
export const fieldTemplate = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  values: stringMap,
  field_keys: z.array(z.string()),
  created_at: timestamp,
});
export const fieldTemplateList = z.object({ templates: z.array(fieldTemplate) });

export const mergeFieldValuesResponse = z.object({ merge_field_values: stringMap });
/** Smart-field values may be nested objects, resolved through dotted keys: they are sent as stored. */
export const smartFieldValuesResponse = z.object({ values: looseObject });

/** A custom field with how often it appears in the saved text; dates are '' for fields kept before they were dated. */
export const customField = z.object({
  name: z.string(),
  value: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
  occurrences: z.int(),
});
export const customFieldsResponse = z.object({ custom_fields: z.array(customField) });
