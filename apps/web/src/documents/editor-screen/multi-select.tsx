import { ChevronsUpDownIcon, XIcon } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import type { FilterOption } from '@/api/documents';
import { PickerSearch } from '@/components/picker-list';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { Popover, PopoverContent, PopoverTrigger } from '@/components/ui/popover';
import { Skeleton } from '@/components/ui/skeleton';
import { Spinner } from '@/components/ui/spinner';

interface MultiSelectProps {
  /** "Entities": the field's label. */
  label: string;
  /** "entities": used in "Select entities..." and the search box. */
  noun: string;
  options: FilterOption[];
  selected: string[];
  onChange: (selected: string[]) => void;
  loading?: boolean;
  disabled?: boolean;
  /**
   * Finds more choices on the server for what is typed, when `options` holds only the first of
   * many (a firm's people): its answers join the local matches.
   */
  search?: OptionSearch;
}

/** Choices matching a typed text, from the server; the signal aborts one a newer text replaced. */
export type OptionSearch = (text: string, signal: AbortSignal) => Promise<FilterOption[]>;

type Searched = { needle: string; options: FilterOption[]; failed: boolean };

/** The server's choices for the text typed: searching until the answer for this very text arrives. */
function useSearchedOptions(search: OptionSearch | undefined, needle: string) {
  const [searched, setSearched] = useState<Searched | null>(null);
  // A choice found by search keeps its name in the chips after the search is cleared.
  const [foundLabels, setFoundLabels] = useState<ReadonlyMap<string, string>>(new Map());
  useEffect(() => {
    if (!search || needle === '') return;
    const controller = new AbortController();
    search(needle, controller.signal).then(
      (options) => {
        setSearched({ needle, options, failed: false });
        setFoundLabels(
          (known) => new Map([...known, ...options.map((option) => [option.value, option.label] as const)]),
        );
      },
      () => {
        if (!controller.signal.aborted) setSearched({ needle, options: [], failed: true });
      },
    );
    return () => controller.abort();
  }, [search, needle]);
  if (!search || needle === '') return { searching: false, options: [], failed: false, foundLabels };
  const answered = searched?.needle === needle ? searched : null;
  return {
    searching: answered === null,
    options: answered?.options ?? [],
    failed: answered?.failed ?? false,
    foundLabels,
  };
}

/** The local matches and the server's, each once, by label. */
function mergedOptions(local: FilterOption[], remote: FilterOption[]): FilterOption[] {
  if (remote.length === 0) return local;
  const byValue = new Map(local.map((option) => [option.value, option]));
  for (const option of remote) if (!byValue.has(option.value)) byValue.set(option.value, option);
  return [...byValue.values()].sort((a, b) => a.label.localeCompare(b.label));
}

/** A labelled picker of many: a button that says how many are chosen, opening a searchable checkbox list. */
export function MultiSelect({
  label,
  noun,
  options,
  selected,
  onChange,
  loading,
  disabled,
  search,
}: MultiSelectProps) {
  const id = useId();
  const [query, setQuery] = useState('');
  const chosen = new Set(selected);
  const needle = query.trim().toLowerCase();
  const remote = useSearchedOptions(search, needle);
  const local =
    needle === '' ? options : options.filter((option) => option.label.toLowerCase().includes(needle));
  const shown = mergedOptions(local, remote.options);
  const labelOf = (value: string) =>
    options.find((option) => option.value === value)?.label ?? remote.foundLabels.get(value) ?? value;

  const toggle = (value: string) =>
    onChange(chosen.has(value) ? selected.filter((item) => item !== value) : [...selected, value]);

  return (
    <div className="grid gap-2">
      <Label id={`${id}-label`} htmlFor={`${id}-trigger`}>
        {label}
      </Label>
      <Popover onOpenChange={(open) => !open && setQuery('')}>
        <PopoverTrigger asChild>
          <Button
            id={`${id}-trigger`}
            variant="outline"
            disabled={disabled}
            aria-labelledby={`${id}-label ${id}-value`}
            className="w-full justify-between px-3 font-normal"
          >
            <span id={`${id}-value`} className={selected.length === 0 ? 'text-muted-foreground' : undefined}>
              {selected.length > 0 ? `${selected.length} selected` : `Select ${noun}...`}
            </span>
            <ChevronsUpDownIcon className="text-muted-foreground" aria-hidden="true" />
          </Button>
        </PopoverTrigger>
        <PopoverContent align="start" className="w-(--radix-popover-trigger-width) min-w-64 p-0">
          <PickerSearch noun={noun} value={query} onChange={setQuery} />
          <fieldset className="max-h-64 overflow-y-auto p-1">
            <legend className="sr-only">{label}</legend>
            {loading && ['a', 'b', 'c'].map((key) => <Skeleton key={key} className="mx-2 my-2 h-4 w-3/4" />)}
            {!loading && shown.length === 0 && !remote.searching && !remote.failed && (
              <p className="px-2 py-6 text-center text-muted-foreground text-sm">
                {options.length === 0 && needle === ''
                  ? `No ${noun} available`
                  : `No ${noun} match "${query.trim()}"`}
              </p>
            )}
            {!loading &&
              shown.map((option) => (
                <label
                  key={option.value}
                  className="flex cursor-pointer items-center gap-2.5 rounded-sm px-2 py-1.5 text-sm hover:bg-accent has-focus-visible:bg-accent"
                >
                  <input
                    type="checkbox"
                    checked={chosen.has(option.value)}
                    onChange={() => toggle(option.value)}
                    className="size-4 shrink-0 accent-primary"
                  />
                  <span className="truncate">{option.label}</span>
                </label>
              ))}
            {!loading && remote.searching && (
              <p role="status" className="flex items-center gap-2 px-2 py-2 text-muted-foreground text-sm">
                <Spinner className="size-3.5" aria-hidden="true" />
                Searching all {noun}…
              </p>
            )}
            {!loading && remote.failed && (
              <p role="alert" className="px-2 py-2 text-destructive text-sm">
                Could not search all {noun}. The list shows those already loaded.
              </p>
            )}
          </fieldset>
        </PopoverContent>
      </Popover>
      {selected.length > 0 && (
        <ul className="flex flex-wrap gap-1.5" aria-label={`Selected ${noun}`}>
          {selected.map((value) => (
            <li
              key={value}
              className="inline-flex max-w-full items-center gap-1 rounded-md bg-secondary py-0.5 pr-0.5 pl-2 text-secondary-foreground text-xs"
            >
              <span className="truncate">{labelOf(value)}</span>
              <button
                type="button"
                disabled={disabled}
                onClick={() => toggle(value)}
                aria-label={`Remove ${labelOf(value)}`}
                className="rounded-sm p-0.5 text-muted-foreground outline-none hover:bg-background hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring/50"
              >
                <XIcon className="size-3" aria-hidden="true" />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
