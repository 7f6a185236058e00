import { SlidersHorizontalIcon, XIcon } from 'lucide-react';
import { useCallback, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { cn } from '@/lib/utils';
import { KindFilter } from '../list/kind-filter';
import { SearchField } from '../list/search-field';
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
      <NativeSelect
        id={id}
        value={shown}
        onChange={(event) => onChange(event.target.value)}
        className={cn(
          'w-full sm:w-48 [&>select]:truncate',
          value !== '' && '[&>select]:border-primary/40 [&>select]:bg-primary/5 [&>select]:text-foreground',
        )}
      >
        <option value="">{anyLabel}</option>
        {value !== '' && !match && <option value={value}>{value}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </NativeSelect>
    </div>
  );
}

/** The Templates tab's toolbar: search, kind, category, jurisdiction and Clear filters. */
export function LibraryFilters({ filters, setFilters, categories, jurisdictions }: LibraryFiltersProps) {
  const chosen = [filters.category, filters.jurisdiction].filter((value) => value !== '').length;
  // Filters in force stay in view on a phone, so that they can be seen and cleared.
  const [expanded, setExpanded] = useState(chosen > 0);
  const search = useCallback((q: string) => setFilters({ q }, { replace: true }), [setFilters]);
  const filtered = filters.q !== '' || chosen > 0;

  return (
    <fieldset className="grid min-w-0 gap-3 border-b bg-muted/30 p-4 sm:px-6">
      <legend className="sr-only">Filter templates</legend>
      <div className="flex flex-col gap-3 md:flex-row md:items-center md:justify-between">
        <div className="flex gap-2 md:max-w-sm md:flex-1">
          <SearchField value={filters.q} onSearch={search} className="min-w-0 flex-1" />
          <Button
            variant="outline"
            className="sm:hidden"
            aria-expanded={expanded}
            aria-controls={LIBRARY_FILTERS_ID}
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
    </fieldset>
  );
}
