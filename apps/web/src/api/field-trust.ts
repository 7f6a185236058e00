import type {
  FieldProvenance,
  FieldProvenanceResponse,
  FillFromFieldTemplateInput,
  FillFromRecordInput,
  fillResponse,
  StaleValuesInput,
  staleValuesResponse,
} from '@lexdraft/contract';
import type { z } from 'zod';
import { type ApiCallOptions, api } from './client';

// The value-trust calls of docs/field-trust.md: where each value came from, the fills that record
// it, and Update or Keep of values the firm's records have changed since. Types only from the contract.

export type { FieldProvenance, FieldProvenanceResponse };
/** A fill's answer: the document's values after it, and the values it wrote. */
export type FillAnswer = z.infer<typeof fillResponse>;
/** Update's or Keep's answer: the values after it, how many changed, how many are still stale. */
export type StaleValuesAnswer = z.infer<typeof staleValuesResponse>;

const documentPath = (id: string) => `/docs/documents/${encodeURIComponent(id)}`;

/** Every field of the document with its source, layer, record and staleness. */
export function getFieldProvenance(documentId: string, options?: ApiCallOptions) {
  return api.get<FieldProvenanceResponse>(`${documentPath(documentId)}/field-provenance`, {
    fallbackMessage: 'Failed to load where the values came from',
    ...options,
  });
}

/** Fills the named fields from one of the firm's records; the server reads the record's values. */
export function fillFromRecord(documentId: string, body: FillFromRecordInput, options?: ApiCallOptions) {
  return api.post<FillAnswer>(`${documentPath(documentId)}/merge-field-values/from-record`, body, {
    fallbackMessage: 'Failed to fill the fields from the record',
    ...options,
  });
}

/** Applies a field-value template's values (all, or the named fields). */
export function fillFromFieldTemplate(
  documentId: string,
  body: FillFromFieldTemplateInput,
  options?: ApiCallOptions,
) {
  return api.post<FillAnswer>(`${documentPath(documentId)}/merge-field-values/from-field-template`, body, {
    fallbackMessage: 'Failed to apply the template',
    ...options,
  });
}

/** Refills the named stale values (all when none are named) from their records. */
export function updateStaleValues(documentId: string, body: StaleValuesInput = {}, options?: ApiCallOptions) {
  return api.post<StaleValuesAnswer>(`${documentPath(documentId)}/stale-values/update`, body, {
    fallbackMessage: 'Failed to update the values',
    ...options,
  });
}

/** Keeps the named stale values as they are; only a later change of the record marks them again. */
export function keepStaleValues(documentId: string, body: StaleValuesInput = {}, options?: ApiCallOptions) {
  return api.post<StaleValuesAnswer>(`${documentPath(documentId)}/stale-values/keep`, body, {
    fallbackMessage: 'Failed to keep the values',
    ...options,
  });
}
