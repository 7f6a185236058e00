import { useCallback, useEffect, useState } from 'react';
import { listTemplates, type Template, type TemplateListQuery } from '@/api/templates';
import { errorMessage } from '@/lib/error-message';
import { type FacetOption, libraryFacets } from './facets';

const FETCH_TEMPLATES_FAILED = 'Failed to fetch templates';

/** Where the Templates tab's requests stand. */
export interface TemplateLibraryLoad {
  /** The templates matching the query; null until the first answer. */
  templates: Template[] | null;
  /** A request for the list is on its way. */
  loading: boolean;
  /** The message of the last list request's failure, else null. */
  failure: string | null;
  /** The filters' choices: every category and jurisdiction in the whole library. */
  categories: FacetOption[];
  jurisdictions: FacetOption[];
  /** Asks again (after a delete), the filters' choices too. */
  reload: () => void;
}

const isFiltered = (query: TemplateListQuery) =>
  Boolean(query.q || query.category || query.jurisdiction_code);

/**
 * Loads the templates the query names (GET /docs/templates), again whenever it changes. The
 * filters' choices come from the whole library: from the list itself when nothing narrows it,
 * else from one unfiltered request, so that choosing a category does not shrink its own select.
 */
export function useTemplateLibrary(query: TemplateListQuery, enabled = true): TemplateLibraryLoad {
  const [templates, setTemplates] = useState<Template[] | null>(null);
  const [loading, setLoading] = useState(enabled);
  const [failure, setFailure] = useState<string | null>(null);
  // The whole library as last read, and which round of reloads it belongs to.
  const [all, setAll] = useState<{ templates: Template[]; round: number } | null>(null);
  const [round, setRound] = useState(0);
  const key = JSON.stringify(query);
  const filtered = isFiltered(query);

  useEffect(() => {
    if (!enabled) return;
    const wanted = JSON.parse(key) as TemplateListQuery;
    const controller = new AbortController();
    setLoading(true);
    listTemplates(wanted, { signal: controller.signal }).then(
      (list) => {
        if (controller.signal.aborted) return;
        setTemplates(list);
        setFailure(null);
        setLoading(false);
        if (!isFiltered(wanted)) setAll({ templates: list, round });
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        setFailure(errorMessage(error, FETCH_TEMPLATES_FAILED));
        setLoading(false);
      },
    );
    return () => controller.abort();
  }, [key, round, enabled]);

  const facetsDue = enabled && filtered && all?.round !== round;
  useEffect(() => {
    if (!facetsDue) return;
    const controller = new AbortController();
    // The choices are a convenience: a failure here leaves them as they were.
    listTemplates({}, { signal: controller.signal }).then(
      (list) => {
        if (!controller.signal.aborted) setAll({ templates: list, round });
      },
      () => undefined,
    );
    return () => controller.abort();
  }, [facetsDue, round]);

  const reload = useCallback(() => setRound((current) => current + 1), []);
  const facets = libraryFacets(all?.templates ?? []);
  return { templates, loading, failure, ...facets, reload };
}
