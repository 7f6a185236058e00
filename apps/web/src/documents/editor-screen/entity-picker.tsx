import { Building2Icon, CheckIcon, ChevronsUpDownIcon, SearchIcon } from 'lucide-react';
import { useId, useState } from 'react';
import type { FilterOption } from '@/api/documents';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { Popover, PopoverContent, PopoverTrigger } from '@/components/ui/popover';
import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/utils';

interface EntityPickerProps {
  /** The firm's entities; null while they load. */
  options: FilterOption[] | null;
  /** The chosen entity's id, or '' for none. */
  value: string;
  onChange: (value: string) => void;
  disabled?: boolean;
}

/**
 * Picks at most one of the firm's entities: a button naming the choice, opening a searchable list
 * of radio buttons (arrow keys move through them, a click or Enter takes one and closes the list).
 */
export function EntityPicker({ options, value, onChange, disabled }: EntityPickerProps) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState('');
  const needle = query.trim().toLowerCase();
  const all = options ?? [];
  const shown = needle === '' ? all : all.filter((option) => option.label.toLowerCase().includes(needle));
  const chosen = all.find((option) => option.value === value);

  const choose = (next: string) => {
    onChange(next);
    setOpen(false);
  };

  return (
    <div className="grid gap-2">
      <Label id={`${id}-label`} htmlFor={`${id}-trigger`}>
        Entity <span className="font-normal text-muted-foreground">(optional)</span>
      </Label>
      <Popover
        open={open}
        onOpenChange={(next) => {
          setOpen(next);
          if (!next) setQuery('');
        }}
      >
        <PopoverTrigger asChild>
          <Button
            id={`${id}-trigger`}
            variant="outline"
            disabled={disabled}
            aria-labelledby={`${id}-label ${id}-value`}
            aria-describedby={`${id}-hint`}
            className="w-full justify-between px-3 font-normal"
          >
            <span
              id={`${id}-value`}
              className={cn('flex min-w-0 items-center gap-2', !chosen && 'text-muted-foreground')}
            >
              <Building2Icon className="size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
              <span className="truncate">{chosen ? chosen.label : 'No entity'}</span>
            </span>
            <ChevronsUpDownIcon className="text-muted-foreground" aria-hidden="true" />
          </Button>
        </PopoverTrigger>
        <PopoverContent align="start" className="w-(--radix-popover-trigger-width) min-w-64 p-0">
          <div className="flex items-center gap-2 border-b px-3">
            <SearchIcon className="size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
            <input
              aria-label="Search entities"
              placeholder="Search entities..."
              value={query}
              onChange={(event) => setQuery(event.target.value)}
              onKeyDown={(event) => {
                const [first] = shown;
                if (event.key === 'Enter' && first) {
                  event.preventDefault();
                  choose(first.value);
                }
              }}
              className="h-10 w-full bg-transparent text-sm outline-none placeholder:text-muted-foreground"
            />
          </div>
          <fieldset
            className="max-h-64 overflow-y-auto p-1"
            onKeyDown={(event) => {
              if (event.key === 'Enter' && event.target instanceof HTMLInputElement) {
                event.preventDefault();
                choose(event.target.value);
              }
            }}
          >
            <legend className="sr-only">Entity</legend>
            {options === null &&
              ['a', 'b', 'c'].map((key) => <Skeleton key={key} className="mx-2 my-2 h-4 w-3/4" />)}
            {options !== null && needle === '' && (
              <Choice
                name={id}
                value=""
                label="No entity"
                muted
                checked={value === ''}
                onSelect={onChange}
                onChoose={choose}
              />
            )}
            {options !== null && shown.length === 0 && (
              <p className="px-2 py-6 text-center text-muted-foreground text-sm">
                {all.length === 0 ? 'No entities available' : `No entities match "${query.trim()}"`}
              </p>
            )}
            {shown.map((option) => (
              <Choice
                key={option.value}
                name={id}
                value={option.value}
                label={option.label}
                checked={option.value === value}
                onSelect={onChange}
                onChoose={choose}
              />
            ))}
          </fieldset>
        </PopoverContent>
      </Popover>
      <p id={`${id}-hint`} className="text-muted-foreground text-xs leading-relaxed">
        {chosen
          ? `Fields are filled from ${chosen.label}, its owners and its contacts.`
          : "Choose the client entity to fill the template's fields from its record, owners and contacts."}
      </p>
    </div>
  );
}

interface ChoiceProps {
  name: string;
  value: string;
  label: string;
  checked: boolean;
  muted?: boolean;
  /** Arrow keys select without closing the list. */
  onSelect: (value: string) => void;
  onChoose: (value: string) => void;
}

function Choice({ name, value, label, checked, muted, onSelect, onChoose }: ChoiceProps) {
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
      <span className={cn('truncate', muted && 'text-muted-foreground')}>{label}</span>
    </label>
  );
}
