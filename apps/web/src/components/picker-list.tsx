import { CheckIcon, SearchIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '@/lib/utils';

// The pieces of a searchable single-choice list in a popover (the entity picker, the import's
// field picker) and of the multi-select's search. The choices are radio inputs, so arrow keys move
// through them as through any radio group, and Enter takes the one in focus.

interface PickerSearchProps {
  /** "entities": the input is named "Search entities". */
  noun: string;
  value: string;
  onChange: (value: string) => void;
  /** Enter in the search box: take the first choice shown. */
  onEnter?: () => void;
}

/** The search box at the top of a picker's popover. */
export function PickerSearch({ noun, value, onChange, onEnter }: PickerSearchProps) {
  return (
    <div className="flex items-center gap-2 border-b px-3">
      <SearchIcon className="size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
      <input
        aria-label={`Search ${noun}`}
        placeholder={`Search ${noun}...`}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter' && onEnter) {
            event.preventDefault();
            onEnter();
          }
        }}
        className="h-10 w-full bg-transparent text-sm outline-none placeholder:text-muted-foreground"
      />
    </div>
  );
}

interface PickerChoicesProps {
  /** The group's name for screen readers. */
  legend: string;
  /** A longer list (the field picker's grouped fields) gets more room. */
  tall?: boolean;
  /** Enter on a choice takes it (and closes the list). */
  onChoose: (value: string) => void;
  children: ReactNode;
}

/** The scrolling list of a picker's choices. */
export function PickerChoices({ legend, tall, onChoose, children }: PickerChoicesProps) {
  return (
    <fieldset
      className={cn('overflow-y-auto p-1', tall ? 'max-h-72' : 'max-h-64')}
      onKeyDown={(event) => {
        if (event.key === 'Enter' && event.target instanceof HTMLInputElement) {
          event.preventDefault();
          onChoose(event.target.value);
        }
      }}
    >
      <legend className="sr-only">{legend}</legend>
      {children}
    </fieldset>
  );
}

interface PickerChoiceProps {
  name: string;
  value: string;
  label: string;
  /** A second, smaller text at the end of the row (a field's id). */
  detail?: string;
  checked: boolean;
  muted?: boolean;
  /** Arrow keys select without closing the list. */
  onSelect: (value: string) => void;
  onChoose: (value: string) => void;
}

/** One choice of a picker: a radio input with a check mark. */
export function PickerChoice({
  name,
  value,
  label,
  detail,
  checked,
  muted,
  onSelect,
  onChoose,
}: PickerChoiceProps) {
  return (
    <label
      className="flex cursor-pointer items-center gap-2.5 rounded-sm px-2 py-1.5 text-sm hover:bg-accent has-focus-visible:bg-accent"
      // A pointer's choice closes the list; arrow keys only move through it.
      onPointerUp={() => onChoose(value)}
    >
      <input
        type="radio"
        name={name}
        value={value}
        checked={checked}
        onChange={() => onSelect(value)}
        className="sr-only"
      />
      <CheckIcon className={cn('size-4 shrink-0 text-primary', !checked && 'invisible')} aria-hidden="true" />
      <span className={cn('min-w-0 flex-1 truncate', muted && 'text-muted-foreground')}>{label}</span>
      {detail && <span className="truncate font-mono text-muted-foreground text-xs">{detail}</span>}
    </label>
  );
}
