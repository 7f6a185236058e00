import { SlidersHorizontalIcon } from 'lucide-react';
import { type ReactNode, useCallback, useState } from 'react';
import { Button } from '@/components/ui/button';
import { KindFilter } from './kind-filter';
import { SearchField } from './search-field';
import type { ListFilterControls } from './use-list-filters';

interface FilterToolbarProps extends Pick<ListFilterControls, 'filters' | 'setFilters'> {
  /** The fieldset's name for screen readers: "Filter documents". */
  legend: string;
  /** The id of the panel that folds away on a phone. */
  panelId: string;
  /** How many of the panel's filters are in force, shown on the phone's Filters button. */
  chosen: number;
  /** The panel of filters, told whether a phone shows it. */
  children: (expanded: boolean) => ReactNode;
}

/**
 * A list's toolbar: search, the kind filter, and a panel of filters that folds behind a Filters
 * button on a phone. The documents list and the template library differ only in the panel.
 */
export function FilterToolbar({
  filters,
  setFilters,
  legend,
  panelId,
  chosen,
  children,
}: FilterToolbarProps) {
  // Filters that are in force stay in view on a phone, so that they can be seen and cleared.
  const [expanded, setExpanded] = useState(chosen > 0);
  // Typing replaces the history entry: Back should undo a search, not each pause in it.
  const search = useCallback((q: string) => setFilters({ q }, { replace: true }), [setFilters]);

  return (
    <fieldset className="grid min-w-0 gap-3 border-b bg-muted/30 p-4 sm:px-6">
      <legend className="sr-only">{legend}</legend>
      <div className="flex flex-col gap-3 md:flex-row md:items-center md:justify-between">
        <div className="flex gap-2 md:max-w-sm md:flex-1">
          <SearchField value={filters.q} onSearch={search} className="min-w-0 flex-1" />
          <Button
            variant="outline"
            className="sm:hidden"
            aria-expanded={expanded}
            aria-controls={panelId}
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
      {children(expanded)}
    </fieldset>
  );
}
