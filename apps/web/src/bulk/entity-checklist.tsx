import { BULK_ROWS_MAX } from '@lexdraft/core';
import { useState } from 'react';
import { FormErrorAlert } from '@/components/form-error-alert';
import { PendingButton } from '@/components/pending-button';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { SearchField } from '@/documents/list/search-field';
import { errorMessage } from '@/lib/error-message';
import { allMatchingEntities, type EntityChoice, useEntitySearch } from './use-entity-search';

interface EntityChecklistProps {
  /** The chosen entities, by id (with their names, so a search does not forget them). */
  selected: ReadonlyMap<string, string>;
  onChange: (selected: Map<string, string>) => void;
  disabled?: boolean;
}

const MAX_TEXT = BULK_ROWS_MAX.toLocaleString('en-US');

/** A searchable list of the firm's entities with a checkbox each, Select all and a count. */
export function EntityChecklist({ selected, onChange, disabled }: EntityChecklistProps) {
  const [q, setQ] = useState('');
  const search = useEntitySearch(q);
  const [selectingAll, setSelectingAll] = useState(false);
  const [selectFailure, setSelectFailure] = useState<string | null>(null);

  const toggle = (entity: EntityChoice) => {
    const next = new Map(selected);
    if (next.has(entity.id)) next.delete(entity.id);
    else next.set(entity.id, entity.name);
    onChange(next);
  };

  // Every entity matching the search, across pages; a job makes at most BULK_ROWS_MAX documents.
  const selectAll = async () => {
    setSelectingAll(true);
    setSelectFailure(null);
    try {
      const loaded = search.items ?? [];
      const matching = loaded.length >= search.total ? loaded : await allMatchingEntities(q);
      const next = new Map(selected);
      for (const entity of matching) {
        if (next.size >= BULK_ROWS_MAX) break;
        next.set(entity.id, entity.name);
      }
      onChange(next);
    } catch (error) {
      setSelectFailure(errorMessage(error, 'Failed to load entities'));
    } finally {
      setSelectingAll(false);
    }
  };

  const items = search.items;
  return (
    <div className="grid min-w-0 gap-3">
      <SearchField value={q} onSearch={setQ} id="bulk-entity-search" label="Search entities" />
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-muted-foreground text-sm tabular-nums" aria-live="polite">
          {selected.size.toLocaleString('en-US')} selected
        </p>
        <div className="flex gap-2">
          {selected.size > 0 && (
            <Button variant="ghost" size="sm" disabled={disabled} onClick={() => onChange(new Map())}>
              Clear selection
            </Button>
          )}
          <PendingButton
            variant="outline"
            size="sm"
            pending={selectingAll}
            disabled={disabled || items === null || search.total === 0}
            onClick={() => void selectAll()}
          >
            Select all
          </PendingButton>
        </div>
      </div>
      {selected.size >= BULK_ROWS_MAX && (
        <p className="text-muted-foreground text-xs">One job makes at most {MAX_TEXT} documents.</p>
      )}
      <FormErrorAlert message={selectFailure ?? search.failure} />
      <fieldset
        disabled={disabled}
        className="max-h-72 min-w-0 overflow-y-auto rounded-md border p-1"
        aria-busy={search.loading || undefined}
      >
        <legend className="sr-only">Entities</legend>
        {items === null &&
          ['a', 'b', 'c'].map((key) => <Skeleton key={key} className="mx-2 my-2.5 h-4 w-3/4" />)}
        {items !== null && items.length === 0 && (
          <p className="px-2 py-6 text-center text-muted-foreground text-sm">
            {q === '' ? 'No entities yet' : `No entities match "${q}"`}
          </p>
        )}
        {items?.map((entity) => (
          <label
            key={entity.id}
            className="flex cursor-pointer items-center gap-2.5 rounded-sm px-2 py-1.5 text-sm hover:bg-accent has-focus-visible:bg-accent"
          >
            <input
              type="checkbox"
              checked={selected.has(entity.id)}
              onChange={() => toggle(entity)}
              className="size-4 shrink-0 accent-primary"
            />
            <span className="truncate">{entity.name}</span>
          </label>
        ))}
        {items !== null && items.length < search.total && (
          <Button
            variant="ghost"
            size="sm"
            className="w-full"
            disabled={search.loading}
            onClick={search.loadMore}
          >
            Show more ({(search.total - items.length).toLocaleString('en-US')} more)
          </Button>
        )}
      </fieldset>
    </div>
  );
}
