import { XIcon } from 'lucide-react';
import type { FilterOptions } from '@/api/documents';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/utils';
import type { ListFilters, RecordFilter } from './list-filters';
import { RecordFilterSelect } from './record-filter-select';

const SELECTS: { filter: RecordFilter; label: string; anyLabel: string; options: keyof FilterOptions }[] = [
  { filter: 'entity', label: 'Entity', anyLabel: 'All entities', options: 'entities' },
  { filter: 'owner', label: 'Owner', anyLabel: 'All owners', options: 'owners' },
  { filter: 'contact', label: 'Contact', anyLabel: 'All contacts', options: 'contacts' },
];

interface RecordFiltersProps {
  id: string;
  filters: ListFilters;
  options: FilterOptions;
  /** On a phone the selects fold away behind the Filters button; wider screens always show them. */
  expanded: boolean;
  showClear: boolean;
  onChange: (filter: RecordFilter, value: string) => void;
  onClear: () => void;
}

/** The Entity / Owner / Contact selects and Clear filters. */
export function RecordFilters({
  id,
  filters,
  options,
  expanded,
  showClear,
  onChange,
  onClear,
}: RecordFiltersProps) {
  return (
    <div
      id={id}
      className={cn('grid gap-2 sm:grid-cols-3 lg:flex lg:items-center', !expanded && 'max-sm:hidden')}
    >
      {SELECTS.map((select) => (
        <RecordFilterSelect
          key={select.filter}
          id={`filter-${select.filter}`}
          label={select.label}
          anyLabel={select.anyLabel}
          options={options[select.options]}
          value={filters[select.filter]}
          onChange={(value) => onChange(select.filter, value)}
          className="lg:w-52"
        />
      ))}
      {showClear && (
        <Button
          variant="ghost"
          size="sm"
          onClick={onClear}
          className="justify-self-start text-muted-foreground sm:col-span-3 lg:ml-auto"
        >
          <XIcon aria-hidden="true" />
          Clear filters
        </Button>
      )}
    </div>
  );
}
