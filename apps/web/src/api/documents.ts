import type {
  createDocumentBody,
  createdFromTemplate,
  documentList,
  documentRecord,
  documentSummary,
  filterOption,
  filterOptions,
  filterOptionsQuery,
  generateDocumentBody,
  linkedRecord,
  listDocumentsQuery,
  savedDocumentResponse,
  updateDocumentBody,
  versionDetail,
  versionList,
  versionListItem,
} from '@lexdraft/contract';
import type { DocumentContent } from '@lexdraft/core';
import type { z } from 'zod';
import { type ApiCallOptions, api } from './client';

// The calls of docs/documents-api.md, one typed function each. The shapes are the server's
// contract (@lexdraft/contract), imported as types only: no zod reaches the bundle.

/** A linked record as the server names it. */
export type LinkedRecord = z.infer<typeof linkedRecord>;
/** A document as lists show it: everything but its content. */
export type DocumentSummary = z.infer<typeof documentSummary>;
/** A document with its current version (versions is empty until the first content save). */
export type DocumentRecord = z.infer<typeof documentRecord>;
/** A PUT's answer: the record with its current version's number and date, without the content. */
export type SavedDocument = z.infer<typeof savedDocumentResponse>;
/** The list's filters as the caller gives them; the query string joins the id lists with commas. */
export type DocumentListQuery = Partial<z.output<typeof listDocumentsQuery>>;
export type DocumentList = z.infer<typeof documentList>;
export type FilterOption = z.infer<typeof filterOption>;
export type FilterOptions = z.infer<typeof filterOptions>;
export type FilterOptionsQuery = Partial<z.output<typeof filterOptionsQuery>>;
/**
 * The fields a PUT may change; absent fields are left as they are. The web sends content in one of
 * the two shapes the server's looser schema accepts: the editor's HTML alone, or the spec's content.
 */
export type DocumentChanges = Omit<z.input<typeof updateDocumentBody>, 'content'> & {
  content?: DocumentContent | Pick<DocumentContent, 'ckeditor_html'>;
};
export type NewDocument = z.input<typeof createDocumentBody>;

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
  return api.put<SavedDocument>(path(id), changes, { fallbackMessage: 'Failed to update document' });
}

export function deleteDocument(id: string) {
  return api.delete<void>(path(id), undefined, { fallbackMessage: 'Failed to delete document' });
}

export function convertToTemplate(id: string) {
  return api.post<DocumentRecord>(`${path(id)}/convert-to-template`, undefined, {
    fallbackMessage: 'Failed to update document',
  });
}

/** Copies a document into a new draft (Make a copy of a signed document); answers the copy. */
export function copyDocument(id: string) {
  return api.post<DocumentRecord>(`${path(id)}/copy`, undefined, {
    fallbackMessage: 'Failed to copy document',
  });
}

/** Creates a document from a template; answers the new document's id and the document. */
export function createFromTemplate(sourceDocumentId: string, name: string) {
  return api.post<z.infer<typeof createdFromTemplate>>(
    '/docs/documents/create-from-template',
    { source_document_id: sourceDocumentId, name },
    { fallbackMessage: 'Failed to create document' },
  );
}

export type GenerateDocumentInput = z.input<typeof generateDocumentBody>;

/**
 * Creates a document from a template for one entity: the server fills every field it can from the
 * entity, its owners and contacts (spec section 7), and answers the new document.
 */
export function generateDocument(input: GenerateDocumentInput) {
  return api.post<DocumentRecord>('/docs/documents/generate', input, {
    fallbackMessage: 'Failed to generate document',
  });
}

/** One entry of a document's history, without its content. */
export type VersionListItem = z.infer<typeof versionListItem>;
/** A page of a document's history, newest first; `next_before` is null on the last page. */
export type VersionList = z.infer<typeof versionList>;
/** One version with its content. */
export type VersionDetail = z.infer<typeof versionDetail>;

/** A page of the document's versions, newest first; `before` is the previous page's `next_before`. */
export function listVersions(
  id: string,
  page: { limit?: number; before?: number } = {},
  options?: ApiCallOptions,
) {
  return api.get<VersionList>(`${path(id)}/versions${queryString(page)}`, {
    fallbackMessage: 'Failed to load versions',
    ...options,
  });
}

export function getVersion(id: string, version: number, options?: ApiCallOptions) {
  return api.get<VersionDetail>(`${path(id)}/versions/${version}`, {
    fallbackMessage: 'Failed to load version',
    ...options,
  });
}

/**
 * Makes an old version's content the document's next version; answers like a save. `baseVersion`
 * is the current version the caller knows: the document saved since, the server answers 409.
 */
export function restoreVersion(id: string, version: number, baseVersion?: number) {
  const body = baseVersion === undefined ? undefined : { base_version: baseVersion };
  return api.post<SavedDocument>(`${path(id)}/versions/${version}/restore`, body, {
    fallbackMessage: 'Failed to restore version',
  });
}
