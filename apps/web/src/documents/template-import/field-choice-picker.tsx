import { ChevronsUpDownIcon } from 'lucide-react';
import { useId, useState } from 'react';
import type { ServerFieldDefinition } from '@/api/merge-fields';
import { PickerChoice, PickerChoices, PickerSearch } from '@/components/picker-list';
import { Button } from '@/components/ui/button';
import { Popover, PopoverContent, PopoverTrigger } from '@/components/ui/popover';
import { cn } from '@/lib/utils';
import type { MappingChoice } from './mappings';

/** A row of the list: a field's id, or one of the two choices that are not a field. */
export type PickedValue = { kind: 'field'; id: string } | { kind: 'custom' } | { kind: 'text' };

const CUSTOM = '\u0000custom';
const TEXT = '\u0000text';

const rowValue = (choice: MappingChoice) =>
  choice.kind === 'field' ? choice.id : choice.kind === 'custom' ? CUSTOM : TEXT;

const pickedOf = (value: string): PickedValue =>
  value === CUSTOM ? { kind: 'custom' } : value === TEXT ? { kind: 'text' } : { kind: 'field', id: value };

/** What the trigger says for a choice. */
function choiceText(choice: MappingChoice, definitions: readonly ServerFieldDefinition[]) {
  if (choice.kind === 'text') return { label: 'Leave as text', detail: undefined };
  if (choice.kind === 'custom') return { label: 'Custom field', detail: undefined };
  const field = definitions.find((definition) => definition.id === choice.id);
  return { label: field ? `${field.category}: ${field.label}` : choice.id, detail: choice.id };
}

interface FieldChoicePickerProps {
  /** Names the button: "Field for [Client Name]". */
  label: string;
  definitions: readonly ServerFieldDefinition[];
  choice: MappingChoice;
  onPick: (picked: PickedValue) => void;
  disabled?: boolean;
  invalid?: boolean;
}

/**
 * Picks what a placeholder becomes: a button naming the choice, opening a searchable list of the
 * firm's fields by category, with Custom field and Leave as text first (arrow keys move through
 * the list, Enter or a click takes a row and closes it; Enter in the search takes the first match).
 */
export function FieldChoicePicker({
  label,
  definitions,
  choice,
  onPick,
  disabled,
  invalid,
}: FieldChoicePickerProps) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState('');
  const needle = query.trim().toLowerCase();
  const shown =
    needle === ''
      ? definitions
      : definitions.filter(
          (field) => field.label.toLowerCase().includes(needle) || field.id.toLowerCase().includes(needle),
        );
  const groups = new Map<string, ServerFieldDefinition[]>();
  for (const field of shown) groups.set(field.category, [...(groups.get(field.category) ?? []), field]);
  const value = rowValue(choice);
  const text = choiceText(choice, definitions);

  const choose = (next: string) => {
    onPick(pickedOf(next));
    setOpen(false);
    setQuery('');
  };

  return (
    <Popover
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (!next) setQuery('');
      }}
    >
      <PopoverTrigger asChild>
        <Button
          variant="outline"
          disabled={disabled}
          aria-label={`${label}: ${text.label}`}
          aria-invalid={invalid || undefined}
          className="h-auto min-h-9 w-full justify-between gap-2 px-3 py-1.5 text-left font-normal"
        >
          <span className="grid min-w-0">
            <span className={cn('truncate', choice.kind === 'text' && 'text-muted-foreground')}>
              {text.label}
            </span>
            {text.detail && (
              <span className="truncate font-mono text-muted-foreground text-xs">{text.detail}</span>
            )}
          </span>
          <ChevronsUpDownIcon className="text-muted-foreground" aria-hidden="true" />
        </Button>
      </PopoverTrigger>
      <PopoverContent align="start" className="w-(--radix-popover-trigger-width) min-w-72 p-0">
        <PickerSearch
          noun="fields"
          value={query}
          onChange={setQuery}
          onEnter={() => shown[0] && choose(shown[0].id)}
        />
        <PickerChoices legend={label} tall onChoose={choose}>
          {needle === '' && (
            <>
              <PickerChoice
                name={id}
                value={CUSTOM}
                label="Custom field…"
                checked={value === CUSTOM}
                onChoose={choose}
                onSelect={(next) => onPick(pickedOf(next))}
              />
              <PickerChoice
                name={id}
                value={TEXT}
                label="Leave as text"
                muted
                checked={value === TEXT}
                onChoose={choose}
                onSelect={(next) => onPick(pickedOf(next))}
              />
            </>
          )}
          {shown.length === 0 && (
            <p className="px-2 py-6 text-center text-muted-foreground text-sm">
              No fields match "{query.trim()}"
            </p>
          )}
          {[...groups].map(([category, fields]) => (
            <fieldset key={category}>
              <legend className="px-2 pt-2 pb-1 font-medium text-muted-foreground text-xs">{category}</legend>
              {fields.map((field) => (
                <PickerChoice
                  key={field.id}
                  name={id}
                  value={field.id}
                  label={field.label}
                  detail={field.id}
                  checked={value === field.id}
                  onChoose={choose}
                  onSelect={(next) => onPick(pickedOf(next))}
                />
              ))}
            </fieldset>
          ))}
        </PickerChoices>
      </PopoverContent>
    </Popover>
  );
}
