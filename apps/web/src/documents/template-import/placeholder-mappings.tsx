import type { PlaceholderKind } from '@lexdraft/contract';
import { CircleAlertIcon } from 'lucide-react';
import type { ServerFieldDefinition } from '@/api/merge-fields';
import type { ImportedPlaceholder } from '@/api/template-import';
import { Input } from '@/components/ui/input';
import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/utils';
import { FieldChoicePicker, type PickedValue } from './field-choice-picker';
import { type ChosenMappings, choiceFor, customNameStart, type MappingChoice } from './mappings';

const KIND_LABELS: Record<PlaceholderKind, string> = {
  double_brace: '{{ }}',
  merge_field: 'Word merge field',
  content_control: 'Content control',
  single_brace: '{ }',
  square_bracket: '[ ]',
  angle_brackets: '<< >>',
  guillemets: '« »',
  blank: 'Blank',
};

const LOCATION_LABELS = { body: 'body', table: 'table', header: 'header', footer: 'footer' } as const;

/** The id of a placeholder's row, for the preview's highlights to lead to it. */
export const mappingRowId = (index: number) => `placeholder-mapping-${index}`;
/** The id of a placeholder's custom name input, to focus it when it is wrong. */
export const customNameInputId = (index: number) => `placeholder-custom-name-${index}`;

interface PlaceholderMappingsProps {
  placeholders: readonly ImportedPlaceholder[];
  /** The firm's fields; null while they load. */
  definitions: readonly ServerFieldDefinition[] | null;
  chosen: ChosenMappings;
  onChoose: (text: string, choice: MappingChoice) => void;
  /** Problems of custom names, by placeholder text, shown once `showProblems` holds or a name was typed. */
  problems: ReadonlyMap<string, string>;
  showProblems: boolean;
  /** The placeholder picked in the preview, highlighted here. */
  active: number | null;
  onActivate: (index: number) => void;
  disabled?: boolean;
}

/**
 * One row per placeholder found: its text and kind, where and how often it occurs, the words
 * around it, and what it becomes. A table on wide screens; cards on a phone.
 */
export function PlaceholderMappings(props: PlaceholderMappingsProps) {
  const { placeholders, definitions } = props;
  if (placeholders.length === 0) {
    return (
      <p className="rounded-lg border border-dashed px-4 py-8 text-center text-muted-foreground text-sm">
        No placeholders were found. The document is imported as it is; turn on intelligent detection to look
        for brackets, blanks and other styles too.
      </p>
    );
  }
  if (definitions === null) {
    return (
      <div role="status" aria-label="Loading fields" className="space-y-2">
        {placeholders.slice(0, 4).map((placeholder) => (
          <Skeleton key={placeholder.text} className="h-14 w-full" />
        ))}
      </div>
    );
  }
  return (
    <table className="w-full text-sm max-md:block">
      <caption className="sr-only">Placeholders and the fields they become</caption>
      <thead className="max-md:sr-only">
        <tr className="border-b text-left text-muted-foreground text-xs">
          <th scope="col" className="py-2 pr-3 font-medium">
            Placeholder
          </th>
          <th scope="col" className="px-3 py-2 text-right font-medium">
            Found
          </th>
          <th scope="col" className="w-64 py-2 pl-3 font-medium">
            Becomes
          </th>
        </tr>
      </thead>
      <tbody className="max-md:grid max-md:gap-3">
        {placeholders.map((placeholder, index) => (
          <MappingRow
            key={placeholder.text}
            index={index}
            placeholder={placeholder}
            {...props}
            definitions={definitions}
          />
        ))}
      </tbody>
    </table>
  );
}

type MappingRowProps = PlaceholderMappingsProps & {
  index: number;
  placeholder: ImportedPlaceholder;
  definitions: readonly ServerFieldDefinition[];
};

function MappingRow({
  index,
  placeholder,
  definitions,
  chosen,
  onChoose,
  problems,
  showProblems,
  active,
  onActivate,
  disabled,
}: MappingRowProps) {
  const choice = choiceFor(placeholder, chosen, definitions);
  const typed = chosen[placeholder.text]?.kind === 'custom';
  const problem =
    choice.kind === 'custom' && (showProblems || typed) ? problems.get(placeholder.text) : undefined;
  const errorId = `${customNameInputId(index)}-error`;
  const pick = (picked: PickedValue) => {
    if (picked.kind === 'custom') {
      if (choice.kind !== 'custom')
        onChoose(placeholder.text, { kind: 'custom', name: customNameStart(placeholder) });
    } else onChoose(placeholder.text, picked);
  };
  const where = placeholder.locations.map((location) => LOCATION_LABELS[location]).join(', ');

  return (
    <tr
      id={mappingRowId(index)}
      onFocusCapture={() => onActivate(index)}
      className={cn(
        'border-b align-top transition-colors last:border-b-0 max-md:block max-md:rounded-lg max-md:border max-md:p-3 max-md:last:border-b',
        active === index && 'bg-primary/5',
      )}
    >
      <td className="py-3 pr-3 max-md:block max-md:p-0">
        <code className="rounded bg-muted px-1.5 py-0.5 font-mono text-[0.8125rem] [overflow-wrap:anywhere]">
          {placeholder.text}
        </code>
        <p className="mt-1.5 text-muted-foreground text-xs">
          {KIND_LABELS[placeholder.kind]}
          {where !== '' && <> · in the {where}</>}
          <span className="md:hidden">
            {' '}
            · {placeholder.occurrences} {placeholder.occurrences === 1 ? 'time' : 'times'}
          </span>
        </p>
        {placeholder.context !== '' && placeholder.context !== placeholder.text && (
          <p className="mt-1 line-clamp-2 text-muted-foreground text-xs italic leading-relaxed [overflow-wrap:anywhere]">
            <span className="sr-only">Context: </span>“{placeholder.context}”
          </p>
        )}
      </td>
      <td className="px-3 py-3 text-right tabular-nums max-md:hidden">{placeholder.occurrences}</td>
      <td className="py-3 pl-3 max-md:mt-3 max-md:block max-md:p-0">
        <div className="grid gap-1.5">
          <FieldChoicePicker
            label={`Field for ${placeholder.text}`}
            definitions={definitions}
            choice={choice}
            onPick={pick}
            disabled={disabled}
            invalid={problem !== undefined}
          />
          {choice.kind === 'custom' && (
            <Input
              id={customNameInputId(index)}
              aria-label={`Custom field name for ${placeholder.text}`}
              aria-invalid={problem !== undefined || undefined}
              aria-describedby={problem ? errorId : undefined}
              value={choice.name}
              placeholder="custom_field_name"
              autoComplete="off"
              spellCheck={false}
              disabled={disabled}
              onChange={(event) => onChoose(placeholder.text, { kind: 'custom', name: event.target.value })}
              className="font-mono"
            />
          )}
          {problem && (
            <p id={errorId} className="flex items-start gap-1.5 text-destructive text-xs">
              <CircleAlertIcon aria-hidden="true" className="mt-px size-3.5 shrink-0" />
              {problem}
            </p>
          )}
        </div>
      </td>
    </tr>
  );
}
