import { SlidersHorizontalIcon } from 'lucide-react';
import { useCallback, useState } from 'react';
import { Button } from '@/components/ui/button';
import { KindFilter } from './kind-filter';
import { hasFilters, toFilterOptionsQuery } from './list-filters';
import { RecordFilters } from './record-filters';
import { SearchField } from './search-field';
import { useFilterOptions } from './use-filter-options';
import type { ListFilterControls } from './use-list-filters';

const RECORD_FILTERS_ID = 'document-record-filters';

/** The list's toolbar: search, kind, the three record filters and Clear filters. */
export function DocumentFilters({ filters, setFilters, clearFilters }: ListFilterControls) {
  const options = useFilterOptions(toFilterOptionsQuery(filters));
  const chosen = [filters.entity, filters.owner, filters.contact].filter((value) => value !== '').length;
  // Filters that are in force stay in view on a phone, so that they can be seen and cleared.
  const [expanded, setExpanded] = useState(chosen > 0);
  // Typing replaces the history entry: Back should undo a search, not each pause in it.
  const search = useCallback((q: string) => setFilters({ q }, { replace: true }), [setFilters]);

  return (
    <fieldset className="grid min-w-0 gap-3 border-b bg-muted/30 p-4 sm:px-6">
      <legend className="sr-only">Filter documents</legend>
      <div className="flex flex-col gap-3 md:flex-row md:items-center md:justify-between">
        <div className="flex gap-2 md:max-w-sm md:flex-1">
          <SearchField value={filters.q} onSearch={search} className="min-w-0 flex-1" />
          <Button
            variant="outline"
            className="sm:hidden"
            aria-expanded={expanded}
            aria-controls={RECORD_FILTERS_ID}
            onClick={() => setExpanded(!expanded)}
          >
            <SlidersHorizontalIcon aria-hidden="true" />
            Filters
            {chosen > 0 && (
              <span className="flex size-5 items-center justify-center rounded-full bg-primary font-semibold text-[0.6875rem] text-primary-foreground">
                {chosen}
              </span>
            )}
          </Button>
        </div>
        <KindFilter
          value={filters.kind}
          onChange={(kind) => setFilters({ kind })}
          className="w-full md:w-auto"
        />
      </div>
      <RecordFilters
        id={RECORD_FILTERS_ID}
        filters={filters}
        options={options}
        expanded={expanded}
        showClear={hasFilters(filters)}
        onChange={(filter, value) => setFilters({ [filter]: value })}
        onClear={clearFilters}
      />
    </fieldset>
  );
}
