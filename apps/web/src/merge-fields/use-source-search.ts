import { SOURCE_SEARCH_DEBOUNCE_MS } from '@lexdraft/core';
import { useEffect, useRef, useState } from 'react';
import { type ExternalSource, searchSources } from '@/api/merge-fields';
import { errorMessage } from '@/lib/error-message';

export type SourceType = ExternalSource['type'];

/** The type's plural, for the spec's `No {type}s ...` messages in plain English. */
export const SOURCE_PLURAL: Record<SourceType, string> = { contact: 'contacts', entity: 'entities' };

/** What a search shows: a skeleton while loading, the records it found, or why it failed. */
export type SourceSearch =
  | { status: 'loading' }
  // query: the (trimmed) query the sources answer.
  | { status: 'ready'; sources: ExternalSource[]; query: string }
  | { status: 'error'; message: string };

/**
 * The contacts or entities matching a query. The first search runs at once; later queries wait
 * SOURCE_SEARCH_DEBOUNCE_MS after the last keystroke, and only the latest request's answer is shown.
 */
export function useSourceSearch(type: SourceType, query: string): SourceSearch {
  const [search, setSearch] = useState<SourceSearch>({ status: 'loading' });
  const answered = useRef(false);
  const term = query.trim();

  useEffect(() => {
    // Each run owns a controller, aborted by the next run: an older answer can never replace a newer one.
    const controller = new AbortController();
    const current = () => !controller.signal.aborted;
    const run = () => {
      setSearch({ status: 'loading' });
      searchSources(type, term, { signal: controller.signal }).then(
        (sources) => {
          if (!current()) return;
          answered.current = true;
          setSearch({ status: 'ready', sources, query: term });
        },
        (error: unknown) => {
          if (!current()) return;
          answered.current = true;
          setSearch({
            status: 'error',
            message: errorMessage(error, `Failed to load ${SOURCE_PLURAL[type]}`),
          });
        },
      );
    };
    if (!answered.current) {
      run();
      return () => controller.abort();
    }
    const timer = setTimeout(run, SOURCE_SEARCH_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [type, term]);

  return search;
}
