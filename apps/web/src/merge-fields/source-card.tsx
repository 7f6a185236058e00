import { fieldColumn, sourceValueFor } from '@lexdraft/core';
import { Building2Icon, UserIcon, WandSparklesIcon } from 'lucide-react';
import { useId } from 'react';
import type { ExternalSource } from '@/api/merge-fields';
import { Button } from '@/components/ui/button';
import type { DocumentField } from './merge-field-store';

/** A value a record gives one of the document's fields. */
export interface SourceFill {
  field: DocumentField;
  value: string;
}

interface SourceCardProps {
  source: ExternalSource;
  fields: DocumentField[];
  readOnly: boolean;
  onFill: (source: ExternalSource, fills: SourceFill[]) => void;
}

// Shown on the card's first line, or not worth repeating in its details.
const HEADLINE_COLUMNS = new Set([
  'name',
  'legal_name',
  'full_name',
  'first_name',
  'last_name',
  'email',
  'ein',
]);
const DETAIL_COUNT = 4;

/** A few of the record's own fields (`contact.phone`...), as label and value, for telling records apart. */
function details(source: ExternalSource): [string, string][] {
  return Object.entries(source.fields)
    .filter(([id, value]) => id.startsWith(`${source.type}.`) && value.trim() !== '')
    .map(([id, value]): [string, string] => [fieldColumn(id), value])
    .filter(([column]) => !HEADLINE_COLUMNS.has(column))
    .slice(0, DETAIL_COUNT)
    .map(([column, value]) => [column.replaceAll('_', ' '), value]);
}

/** A contact or entity from the database, with a button per document field it can fill. */
export function SourceCard({ source, fields, readOnly, onFill }: SourceCardProps) {
  const nameId = useId();
  const fills = fields.flatMap((field) => {
    const value = sourceValueFor(source, field.id);
    return value === undefined ? [] : [{ field, value }];
  });
  const Icon = source.type === 'entity' ? Building2Icon : UserIcon;
  const contact = source.email ?? (source.ein ? `EIN ${source.ein}` : null);
  const shown = details(source);

  return (
    <article
      aria-labelledby={nameId}
      className="grid grid-cols-1 gap-3 rounded-lg border bg-card p-4 shadow-xs"
    >
      <div className="flex items-start gap-3">
        <div className="flex size-8 shrink-0 items-center justify-center rounded-full bg-primary/8 text-primary">
          <Icon className="size-4" aria-hidden="true" />
        </div>
        <div className="min-w-0 flex-1">
          <h4 id={nameId} className="truncate font-medium text-sm">
            {source.name}
          </h4>
          {contact && <p className="truncate text-muted-foreground text-xs">{contact}</p>}
        </div>
        {!readOnly && fills.length > 0 && (
          <Button
            size="sm"
            variant="outline"
            aria-label={`Fill all fields from ${source.name}`}
            onClick={() => onFill(source, fills)}
          >
            <WandSparklesIcon aria-hidden="true" />
            Fill all
          </Button>
        )}
      </div>
      {shown.length > 0 && (
        <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-0.5 text-xs">
          {shown.map(([label, value]) => (
            <div key={label} className="contents">
              <dt className="text-muted-foreground first-letter:uppercase">{label}</dt>
              <dd className="truncate">{value}</dd>
            </div>
          ))}
        </dl>
      )}
      {!readOnly &&
        (fills.length > 0 ? (
          <div className="flex flex-wrap gap-1.5">
            {fills.map((fill) => (
              <Button
                key={fill.field.id}
                size="sm"
                variant="secondary"
                className="h-7 px-2 text-xs"
                aria-label={`Fill ${fill.field.label} from ${source.name}`}
                title={fill.value}
                onClick={() => onFill(source, [fill])}
              >
                {fill.field.label}
              </Button>
            ))}
          </div>
        ) : (
          <p className="text-muted-foreground text-xs">
            This record has no values for the document's fields.
          </p>
        ))}
    </article>
  );
}
