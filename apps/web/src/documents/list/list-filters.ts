import type { DocumentListQuery, FilterOptionsQuery } from '@/api/documents';

// The list's filters live in the URL (?q=&type=&entity=&owner=&contact=&page=, and on the Templates
// tab &category=&jurisdiction=), so that a reload, a shared link or the back button shows the same list.

/** Rows per page; the server's default page size too. */
export const PAGE_SIZE = 25;

/** Which kind of document the segmented filter shows. */
export type DocumentKind = 'all' | 'document' | 'template';

/** The list's filters as the page reads them from the URL. */
export interface ListFilters {
  q: string;
  kind: DocumentKind;
  entity: string;
  owner: string;
  contact: string;
  /** The Templates tab's library filters: a category and a jurisdiction code, or '' for all. */
  category: string;
  jurisdiction: string;
  page: number;
}

/** The filters that choose records, each backed by a select. */
export type RecordFilter = 'entity' | 'owner' | 'contact';

function kindFrom(value: string | null): DocumentKind {
  return value === 'document' || value === 'template' ? value : 'all';
}

function pageFrom(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page > 1 ? page : 1;
}

/** The filters a URL's search params carry; anything unknown or malformed reads as unset. */
export function readListFilters(params: URLSearchParams): ListFilters {
  const kind = kindFrom(params.get('type'));
  // The library's own filters mean nothing outside the Templates tab.
  const libraryFilter = (name: string) => (kind === 'template' ? (params.get(name)?.trim() ?? '') : '');
  return {
    q: params.get('q')?.trim() ?? '',
    kind,
    entity: params.get('entity') ?? '',
    owner: params.get('owner') ?? '',
    contact: params.get('contact') ?? '',
    category: libraryFilter('category'),
    jurisdiction: libraryFilter('jurisdiction'),
    page: pageFrom(params.get('page')),
  };
}

/** The search params for the filters, leaving out every unset one so URLs stay short. */
export function writeListFilters(filters: ListFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.q !== '') params.set('q', filters.q);
  if (filters.kind !== 'all') params.set('type', filters.kind);
  if (filters.entity !== '') params.set('entity', filters.entity);
  if (filters.owner !== '') params.set('owner', filters.owner);
  if (filters.contact !== '') params.set('contact', filters.contact);
  if (filters.kind === 'template') {
    if (filters.category !== '') params.set('category', filters.category);
    if (filters.jurisdiction !== '') params.set('jurisdiction', filters.jurisdiction);
  }
  if (filters.page > 1) params.set('page', String(filters.page));
  return params;
}

/** True when any filter narrows the list (the page number does not). */
export function hasFilters(filters: ListFilters): boolean {
  return (
    filters.q !== '' ||
    filters.kind !== 'all' ||
    filters.entity !== '' ||
    filters.owner !== '' ||
    filters.contact !== '' ||
    filters.category !== '' ||
    filters.jurisdiction !== ''
  );
}

const idList = (value: string) => (value === '' ? undefined : [value]);

/** The GET /docs/documents query for the filters. */
export function toListQuery(filters: ListFilters): DocumentListQuery {
  return {
    q: filters.q === '' ? undefined : filters.q,
    is_template: filters.kind === 'all' ? undefined : filters.kind === 'template',
    entity_id: idList(filters.entity),
    owner_id: idList(filters.owner),
    contact_id: idList(filters.contact),
    page: filters.page,
    page_size: PAGE_SIZE,
  };
}

/** The GET /docs/documents/filter-options query: the chosen records and kind narrow the others. */
export function toFilterOptionsQuery(filters: ListFilters): FilterOptionsQuery {
  return {
    document_type: filters.kind === 'all' ? undefined : filters.kind,
    entity_id: idList(filters.entity),
    owner_id: idList(filters.owner),
    contact_id: idList(filters.contact),
  };
}
