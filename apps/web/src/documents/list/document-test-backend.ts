import { vi } from 'vitest';
import type { DocumentSummary, FilterOptions } from '@/api/documents';
import { json, type RouteHandler } from '@/test/fake-backend';

// Test support for the document list: fake-backend routes for the calls the /documents page makes.

/** The query strings sent to a path; the fake backend matches and records paths without them. */
export function sentQueries(pathname: string): URLSearchParams[] {
  return vi.mocked(fetch).mock.calls.flatMap(([input]) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    return url.pathname === pathname ? [url.searchParams] : [];
  });
}

/** The last query string sent to a path, as an object. */
export function lastQuery(pathname: string): Record<string, string> {
  return Object.fromEntries(sentQueries(pathname).at(-1) ?? []);
}

const noOptions: FilterOptions = { entities: [], owners: [], contacts: [] };

/**
 * The list and filter-option calls of the /documents page, answering from `documents` (which a
 * DELETE edits, so a reload no longer lists a deleted row). Filters are not applied: tests check
 * the query that was sent and choose the answer.
 */
export function documentListRoutes(
  documents: DocumentSummary[] = [],
  options: FilterOptions = noOptions,
): Record<string, RouteHandler> {
  return {
    'GET /docs/documents': () =>
      json(200, { documents: [...documents], total: documents.length, page: 1, page_size: 25 }),
    'GET /docs/documents/filter-options': () => json(200, options),
    'DELETE /docs/documents/:id': (request) => {
      const index = documents.findIndex((document) => document.id === request.params.id);
      if (index === -1) return json(404, { detail: 'Document not found' });
      documents.splice(index, 1);
      return json(204);
    },
  };
}
