import { FilterToolbar } from './filter-toolbar';
import { hasFilters, toFilterOptionsQuery } from './list-filters';
import { RecordFilters } from './record-filters';
import { useFilterOptions } from './use-filter-options';
import type { ListFilterControls } from './use-list-filters';

const RECORD_FILTERS_ID = 'document-record-filters';

/** The list's toolbar: search, kind, the three record filters and Clear filters. */
export function DocumentFilters({ filters, setFilters, clearFilters }: ListFilterControls) {
  const options = useFilterOptions(toFilterOptionsQuery(filters));
  const chosen = [filters.entity, filters.owner, filters.contact].filter((value) => value !== '').length;

  return (
    <FilterToolbar
      legend="Filter documents"
      panelId={RECORD_FILTERS_ID}
      chosen={chosen}
      filters={filters}
      setFilters={setFilters}
    >
      {(expanded) => (
        <RecordFilters
          id={RECORD_FILTERS_ID}
          filters={filters}
          options={options}
          expanded={expanded}
          showClear={hasFilters(filters)}
          onChange={(filter, value) => setFilters({ [filter]: value })}
          onClear={clearFilters}
        />
      )}
    </FilterToolbar>
  );
}
