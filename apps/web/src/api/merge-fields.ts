import type { CustomField, MergeFieldDefinition } from '@lexdraft/core';
import { type ApiCallOptions, api } from './client';

// The merge-field calls of docs/merge-fields-api.md, one typed function each.

/** A definition as the server lists it: the model's fields and the firm's smart fields. */
export interface ServerFieldDefinition extends MergeFieldDefinition {
  /** Where it comes from: the data model (person, entity, contact, owner) or a smart field. */
  source: 'model' | 'smart';
  /** A smart field that must have a value before the document is saved. */
  required?: boolean;
}

/** A firm's record that can fill fields (spec: External source). */
export interface ExternalSource {
  id: string;
  type: 'contact' | 'entity';
  name: string;
  email?: string | null;
  ein?: string | null;
  /** Values by merge-field id (`contact.email`, `client.email`, `person.first_name`, ...). */
  fields: Record<string, string>;
}

/** A saved set of values that can be applied to any document. */
export interface FieldTemplate {
  id: string;
  name: string;
  description: string | null;
  values: Record<string, string>;
  field_keys: string[];
  created_at: string;
}

export interface NewFieldTemplate {
  name: string;
  description?: string;
  values: Record<string, string>;
  field_keys: string[];
}

/** A firm's smart-field definition as the smart-fields paths show it. */
export interface SmartFieldDefinition {
  id: string;
  key: string;
  label: string;
  category: string;
  type: MergeFieldDefinition['type'];
  default_value: string | null;
  defaultValue: string | null;
  validation: { required?: boolean };
}

/** A custom field as a PUT sends it; the server keeps the dates and counts occurrences. */
export interface CustomFieldInput {
  name: string;
  value: string;
}

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
  const answer = await api.get<{ merge_field_values: Record<string, string> }>(
    `${documentPath(documentId)}/merge-field-values`,
    { fallbackMessage: 'Failed to load merge field values', ...options },
  );
  return answer.merge_field_values;
}

/** Saves values into the document's map (keys not sent are kept); answers the whole map. */
export async function saveMergeFieldValues(
  documentId: string,
  values: Record<string, string>,
  options?: ApiCallOptions,
) {
  const answer = await api.put<{ merge_field_values: Record<string, string> }>(
    `${documentPath(documentId)}/merge-field-values`,
    values,
    { fallbackMessage: 'Failed to save merge field values', ...options },
  );
  return answer.merge_field_values;
}

/** The document's smart-field values (keys may be dotted or nested). */
export async function getSmartFieldValues(documentId: string, options?: ApiCallOptions) {
  const answer = await api.get<{ values: Record<string, unknown> }>(
    `${documentPath(documentId)}/smart-fields`,
    {
      fallbackMessage: 'Failed to load merge field values',
      ...options,
    },
  );
  return answer.values;
}

/** Saves smart-field values into the document's map; answers the whole map. */
export async function saveSmartFieldValues(
  documentId: string,
  values: Record<string, string>,
  options?: ApiCallOptions,
) {
  const answer = await api.put<{ values: Record<string, unknown> }>(
    `${documentPath(documentId)}/smart-fields`,
    { values },
    { fallbackMessage: 'Failed to save field values', ...options },
  );
  return answer.values;
}

/** The document's custom fields, with their occurrences in its saved text. */
export async function getCustomFields(documentId: string, options?: ApiCallOptions) {
  const answer = await api.get<{ custom_fields: CustomField[] }>(
    `${documentPath(documentId)}/custom-fields`,
    {
      fallbackMessage: 'Failed to load merge field values',
      ...options,
    },
  );
  return answer.custom_fields;
}

/** Replaces the document's custom fields; answers them as stored. */
export async function saveCustomFields(
  documentId: string,
  customFields: CustomFieldInput[],
  options?: ApiCallOptions,
) {
  const answer = await api.put<{ custom_fields: CustomField[] }>(
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
  const answer = await api.get<{ templates: FieldTemplate[] }>('/docs/field-templates', {
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
