import { ArrowRightIcon } from 'lucide-react';
import { useId } from 'react';

/** A field filled from a record in this opening of the dialog. */
export interface FieldMapping {
  fieldId: string;
  label: string;
  sourceName: string;
  value: string;
}

/** Current Field Mappings: which record filled which field, in this opening of the dialog. */
export function FieldMappings({ mappings }: { mappings: FieldMapping[] }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="grid grid-cols-1 gap-2 rounded-lg border bg-muted/40 p-3">
      <h3 id={headingId} className="font-semibold text-xs">
        Current Field Mappings
      </h3>
      {mappings.length === 0 ? (
        <p className="text-muted-foreground text-xs">
          No fields mapped yet. Use a record's buttons below to fill fields from it.
        </p>
      ) : (
        <ul className="grid gap-1 text-xs">
          {mappings.map((mapping) => (
            <li key={mapping.fieldId} className="flex min-w-0 flex-wrap items-center gap-x-1.5">
              <span className="font-medium">{mapping.label}</span>{' '}
              <ArrowRightIcon className="size-3 text-muted-foreground" aria-hidden="true" />
              <span className="sr-only">from</span> <span>{mapping.sourceName}</span>{' '}
              <span className="min-w-0 truncate text-muted-foreground">({mapping.value})</span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
