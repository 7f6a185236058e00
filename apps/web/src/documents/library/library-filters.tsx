import { XIcon } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { cn } from '@/lib/utils';
import { FilterToolbar } from '../list/filter-toolbar';
import { FilterNativeSelect } from '../list/record-filter-select';
import type { ListFilterControls } from '../list/use-list-filters';
import type { FacetOption } from './facets';

const LIBRARY_FILTERS_ID = 'template-library-filters';

interface LibraryFiltersProps extends ListFilterControls {
  categories: FacetOption[];
  jurisdictions: FacetOption[];
}

interface FacetSelectProps {
  id: string;
  label: string;
  anyLabel: string;
  options: FacetOption[];
  value: string;
  onChange: (value: string) => void;
}

/** A library filter: a native select of the values the library holds, plus "All". */
function FacetSelect({ id, label, anyLabel, options, value, onChange }: FacetSelectProps) {
  // The server ignores case, so a URL's "contracts" is the library's "Contracts"; a choice no
  // template carries (any more) stays visible as it was given.
  const match = options.find((option) => option.value.toLowerCase() === value.toLowerCase());
  const shown = match?.value ?? value;
  return (
    <div className="grid gap-1.5 sm:flex sm:items-center sm:gap-2">
      <Label htmlFor={id} className="text-muted-foreground text-xs sm:whitespace-nowrap">
        {label}
      </Label>
      <FilterNativeSelect
        id={id}
        anyLabel={anyLabel}
        options={options}
        unlisted={value !== '' && !match ? { value, label: value } : undefined}
        value={shown}
        onChange={onChange}
        className="w-full sm:w-48"
      />
    </div>
  );
}

/** The Templates tab's toolbar: search, kind, category, jurisdiction and Clear filters. */
export function LibraryFilters({ filters, setFilters, categories, jurisdictions }: LibraryFiltersProps) {
  const chosen = [filters.category, filters.jurisdiction].filter((value) => value !== '').length;
  const filtered = filters.q !== '' || chosen > 0;

  return (
    <FilterToolbar
      legend="Filter templates"
      panelId={LIBRARY_FILTERS_ID}
      chosen={chosen}
      filters={filters}
      setFilters={setFilters}
    >
      {(expanded) => (
        <div
          id={LIBRARY_FILTERS_ID}
          className={cn(
            'grid gap-3 sm:flex sm:flex-wrap sm:items-center sm:gap-x-5',
            !expanded && 'max-sm:hidden',
          )}
        >
          <FacetSelect
            id="filter-category"
            label="Category"
            anyLabel="All categories"
            options={categories}
            value={filters.category}
            onChange={(category) => setFilters({ category })}
          />
          <FacetSelect
            id="filter-jurisdiction"
            label="Jurisdiction"
            anyLabel="All jurisdictions"
            options={jurisdictions}
            value={filters.jurisdiction}
            onChange={(jurisdiction) => setFilters({ jurisdiction })}
          />
          {filtered && (
            <Button
              variant="ghost"
              size="sm"
              onClick={() => setFilters({ q: '', category: '', jurisdiction: '' })}
              className="justify-self-start text-muted-foreground sm:ml-auto"
            >
              <XIcon aria-hidden="true" />
              Clear filters
            </Button>
          )}
        </div>
      )}
    </FilterToolbar>
  );
}
