import type {
  createFieldTemplateBody,
  customFieldsBody,
  customFieldsResponse,
  externalSource,
  fieldTemplate,
  fieldTemplateList,
  mergeFieldValuesResponse,
  serverFieldDefinition,
  smartFieldValuesResponse,
} from '@lexdraft/contract';
import type { z } from 'zod';
import { type ApiCallOptions, api } from './client';

// The merge-field calls of docs/merge-fields-api.md, one typed function each. The shapes are the
// server's contract (@lexdraft/contract), imported as types only.

/** A definition as the server lists it: the model's fields and the firm's smart fields. */
export type ServerFieldDefinition = z.infer<typeof serverFieldDefinition>;
/** A firm's record that can fill fields (spec: External source). */
export type ExternalSource = z.infer<typeof externalSource>;
/** A saved set of values that can be applied to any document. */
export type FieldTemplate = z.infer<typeof fieldTemplate>;
export type NewFieldTemplate = z.input<typeof createFieldTemplateBody>;
/** A custom field as a PUT sends it; the server keeps the dates and counts occurrences. */
export type CustomFieldInput = z.input<typeof customFieldsBody>['custom_fields'][number];

type MergeFieldValuesAnswer = z.infer<typeof mergeFieldValuesResponse>;
type SmartFieldValuesAnswer = z.infer<typeof smartFieldValuesResponse>;
type CustomFieldsAnswer = z.infer<typeof customFieldsResponse>;

const documentPath = (id: string) => `/docs/documents/${encodeURIComponent(id)}`;

/** The model's field definitions and the firm's smart fields. */
export function listMergeFields(options?: ApiCallOptions) {
  return api.get<ServerFieldDefinition[]>('/api/merge-fields?include_model_fields=true', {
    fallbackMessage: 'Failed to load merge fields',
    ...options,
  });
}

/** The document's standard merge-field values. */
export async function getMergeFieldValues(documentId: string, options?: ApiCallOptions) {
  const answer = await api.get<MergeFieldValuesAnswer>(`${documentPath(documentId)}/merge-field-values`, {
    fallbackMessage: 'Failed to load merge field values',
    ...options,
  });
  return answer.merge_field_values;
}

/** Saves values into the document's map (keys not sent are kept); answers the whole map. */
export async function saveMergeFieldValues(
  documentId: string,
  values: Record<string, string>,
  options?: ApiCallOptions,
) {
  const answer = await api.put<MergeFieldValuesAnswer>(
    `${documentPath(documentId)}/merge-field-values`,
    values,
    { fallbackMessage: 'Failed to save merge field values', ...options },
  );
  return answer.merge_field_values;
}

/** The document's smart-field values (keys may be dotted or nested). */
export async function getSmartFieldValues(documentId: string, options?: ApiCallOptions) {
  const answer = await api.get<SmartFieldValuesAnswer>(`${documentPath(documentId)}/smart-fields`, {
    fallbackMessage: 'Failed to load merge field values',
    ...options,
  });
  return answer.values;
}

/** Saves smart-field values into the document's map; answers the whole map. */
export async function saveSmartFieldValues(
  documentId: string,
  values: Record<string, string>,
  options?: ApiCallOptions,
) {
  const answer = await api.put<SmartFieldValuesAnswer>(
    `${documentPath(documentId)}/smart-fields`,
    { values },
    { fallbackMessage: 'Failed to save field values', ...options },
  );
  return answer.values;
}

/** The document's custom fields, with their occurrences in its saved text. */
export async function getCustomFields(documentId: string, options?: ApiCallOptions) {
  const answer = await api.get<CustomFieldsAnswer>(`${documentPath(documentId)}/custom-fields`, {
    fallbackMessage: 'Failed to load merge field values',
    ...options,
  });
  return answer.custom_fields;
}

/** Replaces the document's custom fields; answers them as stored. */
export async function saveCustomFields(
  documentId: string,
  customFields: CustomFieldInput[],
  options?: ApiCallOptions,
) {
  const answer = await api.put<CustomFieldsAnswer>(
    `${documentPath(documentId)}/custom-fields`,
    { custom_fields: customFields },
    { fallbackMessage: 'Failed to save custom fields', ...options },
  );
  return answer.custom_fields;
}

/** The firm's contacts or entities matching a name, email or EIN (all of them, first 50, for no query). */
export function searchSources(type: 'contact' | 'entity', query: string, options?: ApiCallOptions) {
  const search = new URLSearchParams({ query });
  return api.get<ExternalSource[]>(`/api/merge-fields/sources/${type}?${search}`, {
    fallbackMessage: type === 'entity' ? 'Failed to load entities' : 'Failed to load contacts',
    ...options,
  });
}

export async function listFieldTemplates(options?: ApiCallOptions) {
  const answer = await api.get<z.infer<typeof fieldTemplateList>>('/docs/field-templates', {
    fallbackMessage: 'Failed to load templates',
    ...options,
  });
  return answer.templates;
}

export function createFieldTemplate(template: NewFieldTemplate) {
  return api.post<FieldTemplate>('/docs/field-templates', template, {
    fallbackMessage: 'Failed to save template',
  });
}

export function deleteFieldTemplate(id: string) {
  return api.delete<void>(`/docs/field-templates/${encodeURIComponent(id)}`, undefined, {
    fallbackMessage: 'Failed to delete template',
  });
}
