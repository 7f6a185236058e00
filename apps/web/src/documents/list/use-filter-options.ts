import { useEffect, useState } from 'react';
import { type FilterOptions, type FilterOptionsQuery, getFilterOptions } from '@/api/documents';

const NO_OPTIONS: FilterOptions = { entities: [], owners: [], contacts: [] };

/**
 * The entities, owners and contacts to filter by, asked again whenever the chosen filters change
 * (the server narrows each list by the others). A failure keeps the options already shown: the
 * selects are a convenience, and the list itself reports its own failures.
 */
export function useFilterOptions(query: FilterOptionsQuery): FilterOptions {
  const [options, setOptions] = useState<FilterOptions>(NO_OPTIONS);
  const key = JSON.stringify(query);

  useEffect(() => {
    const controller = new AbortController();
    getFilterOptions(JSON.parse(key) as FilterOptionsQuery, { signal: controller.signal }).then(
      (answer) => {
        if (!controller.signal.aborted) setOptions(answer);
      },
      () => undefined,
    );
    return () => controller.abort();
  }, [key]);

  return options;
}
