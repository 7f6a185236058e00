import type { ListValuesInput, ListValuesResponse, RecordListsResponse } from '@lexdraft/contract';
import { type ApiCallOptions, api } from './client';

// The lists a document's repeats, joins and counts read (docs/assembly-api.md): the list fields
// the firm types (GET/PUT list-values) and the lists its linked records fill (GET record-lists).
// Each item is a row of strings by key.

/** Lists by id: `{ "sellers": [{ "name": "…", "city": "…" }] }`. */
export type ListValues = ListValuesResponse;

const documentPath = (id: string) => `/docs/documents/${encodeURIComponent(id)}`;

/** The document's list fields, as the firm typed them. */
export function getListValues(documentId: string, options?: ApiCallOptions) {
  return api.get<ListValues>(`${documentPath(documentId)}/list-values`, {
    fallbackMessage: 'Failed to load the list values',
    ...options,
  });
}

/** Replaces the lists sent (the others are kept); answers every list field as stored. */
export function putListValues(documentId: string, lists: ListValuesInput, options?: ApiCallOptions) {
  return api.put<ListValues>(`${documentPath(documentId)}/list-values`, lists, {
    fallbackMessage: 'Failed to save the list values',
    ...options,
  });
}

/** The lists the document's linked records fill (entity.owners, document.contacts, ...). */
export function getRecordLists(documentId: string, options?: ApiCallOptions) {
  return api.get<RecordListsResponse>(`${documentPath(documentId)}/record-lists`, {
    fallbackMessage: 'Failed to load the linked records’ lists',
    ...options,
  });
}
