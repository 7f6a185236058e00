import type { DocumentContent } from '@lexdraft/core';
import { type ApiCallOptions, api } from './client';

// The calls of docs/documents-api.md, one typed function each.

/** A linked record as the server names it. */
export interface LinkedRecord {
  id: string;
  name: string;
}

/** One saved version; content is the spec's shape, or an older one kept as it was stored. */
export interface DocumentVersion {
  version: number;
  content: DocumentContent | Record<string, unknown>;
  created_at: string;
}

/** A document as lists show it: everything but its content. */
export interface DocumentSummary {
  id: string;
  _id: string;
  name: string;
  is_template: boolean;
  is_draft: boolean;
  doc_status: string;
  current_version: number;
  entity_ids: string[];
  owner_ids: string[];
  contact_ids: string[];
  entities: LinkedRecord[];
  owners: LinkedRecord[];
  contacts: LinkedRecord[];
  metadata: Record<string, unknown>;
  source_document_id: string | null;
  created_at: string;
  updated_at: string;
}

/** A document with its current version (versions is empty until the first content save). */
export interface DocumentRecord extends DocumentSummary {
  versions: DocumentVersion[];
}

export interface DocumentListQuery {
  q?: string;
  is_template?: boolean;
  entity_id?: string[];
  owner_id?: string[];
  contact_id?: string[];
  page?: number;
  page_size?: number;
  sort?: 'updated_desc' | 'updated_asc';
}

export interface DocumentList {
  documents: DocumentSummary[];
  total: number;
  page: number;
  page_size: number;
}

export interface FilterOption {
  value: string;
  label: string;
}

export interface FilterOptions {
  entities: FilterOption[];
  owners: FilterOption[];
  contacts: FilterOption[];
}

export interface FilterOptionsQuery {
  document_type?: 'document' | 'template';
  entity_id?: string[];
  owner_id?: string[];
  contact_id?: string[];
}

/** The fields a PUT may change; absent fields are left as they are. */
export interface DocumentChanges {
  name?: string;
  is_draft?: boolean;
  content?: DocumentContent;
  entity_ids?: string[];
  owner_ids?: string[];
  contact_ids?: string[];
  metadata?: Record<string, unknown>;
  /** The version the content was based on; a stale one is refused with 409. */
  base_version?: number;
}

export interface NewDocument {
  name: string;
  content?: DocumentContent;
  is_template?: boolean;
  is_draft?: boolean;
  entity_ids?: string[];
  owner_ids?: string[];
  contact_ids?: string[];
  metadata?: Record<string, unknown>;
}

function queryString(params: Record<string, string | number | boolean | string[] | undefined>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value === undefined || value === '') continue;
    if (Array.isArray(value)) {
      if (value.length > 0) search.set(key, value.join(','));
    } else search.set(key, String(value));
  }
  const text = search.toString();
  return text === '' ? '' : `?${text}`;
}

const path = (id: string) => `/docs/documents/${encodeURIComponent(id)}`;

/** Lists the organization's documents matching the query, newest change first by default. */
export function listDocuments(query: DocumentListQuery = {}, options?: ApiCallOptions) {
  return api.get<DocumentList>(`/docs/documents${queryString({ ...query })}`, {
    fallbackMessage: 'Failed to fetch documents',
    ...options,
  });
}

/** The entities, owners and contacts to filter by (or link), narrowed by the filters already chosen. */
export function getFilterOptions(query: FilterOptionsQuery = {}, options?: ApiCallOptions) {
  return api.get<FilterOptions>(`/docs/documents/filter-options${queryString({ ...query })}`, {
    fallbackMessage: 'Failed to load available options',
    ...options,
  });
}

export function getDocument(id: string, options?: ApiCallOptions) {
  return api.get<DocumentRecord>(path(id), { fallbackMessage: 'Failed to fetch document', ...options });
}

/** Creates an empty draft with a name. */
export function createBlankDocument(name: string) {
  return api.post<DocumentRecord>(
    '/docs/documents/blank',
    { name },
    { fallbackMessage: 'Failed to create document' },
  );
}

export function createDocument(document: NewDocument) {
  return api.post<DocumentRecord>('/docs/documents', document, {
    fallbackMessage: 'Failed to create document',
  });
}

export function updateDocument(id: string, changes: DocumentChanges) {
  return api.put<DocumentRecord>(path(id), changes, { fallbackMessage: 'Failed to update document' });
}

export function deleteDocument(id: string) {
  return api.delete<void>(path(id), undefined, { fallbackMessage: 'Failed to delete document' });
}

export function convertToTemplate(id: string) {
  return api.post<DocumentRecord>(`${path(id)}/convert-to-template`, undefined, {
    fallbackMessage: 'Failed to update document',
  });
}

/** Creates a document from a template; answers the new document's id and the document. */
export function createFromTemplate(sourceDocumentId: string, name: string) {
  return api.post<{ id: string; document: DocumentRecord }>(
    '/docs/documents/create-from-template',
    { source_document_id: sourceDocumentId, name },
    { fallbackMessage: 'Failed to create document' },
  );
}
