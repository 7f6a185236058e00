import type { ContactRecord, EntityDetail, PersonRecord, RecordKind } from '@lexdraft/contract';
import { api, uploadFile } from './client';

// The firm's records (docs/records-api.md): lists, one record, writes, an entity's owners and
// contacts, and the CSV import. Shapes come from @lexdraft/contract, as types only.

export type { ContactRecord, EntityDetail, PersonRecord, RecordKind };

/** Any record as a list shows it: an entity's list item has no owners or contacts. */
export type RecordItem = (Omit<EntityDetail, 'owners' | 'contacts'> | PersonRecord | ContactRecord) & {
  id: string;
};

/** A page of records and how many match in all. */
export interface RecordPage {
  items: RecordItem[];
  total: number;
}

export interface RecordListQuery {
  q: string;
  limit: number;
  offset: number;
}

/** The fields a form sends: every field of the kind, a blank one as null. */
export type RecordFields = Record<string, string | null>;

const plural: Record<RecordKind, string> = { entities: 'entities', persons: 'people', contacts: 'contacts' };

export function listRecords(kind: RecordKind, query: RecordListQuery, signal?: AbortSignal) {
  const search = new URLSearchParams({
    q: query.q,
    limit: String(query.limit),
    offset: String(query.offset),
  });
  return api.get<RecordPage>(`/api/${kind}?${search}`, {
    signal,
    fallbackMessage: `Failed to load ${plural[kind]}`,
  });
}

export function getEntity(id: string) {
  return api.get<EntityDetail>(`/api/entities/${encodeURIComponent(id)}`, {
    fallbackMessage: 'Failed to load the entity',
  });
}

export function createRecord(kind: RecordKind, fields: RecordFields) {
  return api.post<RecordItem>(`/api/${kind}`, fields, { fallbackMessage: 'Failed to create the record' });
}

export function updateRecord(kind: RecordKind, id: string, fields: RecordFields) {
  return api.patch<RecordItem>(`/api/${kind}/${encodeURIComponent(id)}`, fields, {
    fallbackMessage: 'Failed to save the record',
  });
}

/** 204; 409 (`documents_count`) while documents use it, unless `force`. */
export function deleteRecord(kind: RecordKind, id: string, force: boolean) {
  const query = force ? '?force=true' : '';
  return api.delete<void>(`/api/${kind}/${encodeURIComponent(id)}${query}`, undefined, {
    fallbackMessage: 'Failed to delete the record',
  });
}

/** Replaces an entity's owners (persons) or contacts with exactly these ids. */
export function setEntityLinks(id: string, link: 'owners' | 'contacts', ids: string[]) {
  return api.put<EntityDetail>(
    `/api/entities/${encodeURIComponent(id)}/${link}`,
    { ids },
    {
      fallbackMessage: `Failed to save the entity's ${link}`,
    },
  );
}

/** Imports every row of a CSV file, or none: a 422's body lists each refused row's `errors`. */
export function importRecords(kind: RecordKind, file: File) {
  return uploadFile<{ imported: number }>(`/api/${kind}/import`, file, {}, file.name, {
    fallbackMessage: 'Import failed',
  });
}
