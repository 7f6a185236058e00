import { Building2Icon, ChevronsUpDownIcon } from 'lucide-react';
import { useId, useState } from 'react';
import type { FilterOption } from '@/api/documents';
import { PickerChoice, PickerChoices, PickerSearch } from '@/components/picker-list';
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
          <PickerSearch
            noun="entities"
            value={query}
            onChange={setQuery}
            onEnter={() => shown[0] && choose(shown[0].value)}
          />
          <PickerChoices legend="Entity" onChoose={choose}>
            {options === null &&
              ['a', 'b', 'c'].map((key) => <Skeleton key={key} className="mx-2 my-2 h-4 w-3/4" />)}
            {options !== null && needle === '' && (
              <PickerChoice
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
              <PickerChoice
                key={option.value}
                name={id}
                value={option.value}
                label={option.label}
                checked={option.value === value}
                onSelect={onChange}
                onChoose={choose}
              />
            ))}
          </PickerChoices>
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
