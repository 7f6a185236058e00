import { ArrowRightIcon, ChevronDownIcon, RefreshCwIcon } from 'lucide-react';
import { useId, useMemo, useState } from 'react';
import { keepStaleValues, updateStaleValues } from '@/api/field-trust';
import { Button } from '@/components/ui/button';
import { toast } from '@/lib/toast';
import { cn } from '@/lib/utils';
import { useMergeFieldStore } from '@/merge-fields/merge-field-store';
import { staleValuesSummary } from '@/merge-fields/provenance-label';
import { type StaleField, staleFields, useProvenanceStore } from '@/merge-fields/provenance-store';

interface StaleValuesNoticeProps {
  documentId: string;
  /** The user may not change documents at all (a viewer): says so instead of naming signing. */
  readOnlyUser: boolean;
}

type Action = 'update' | 'keep';

/** Up to this many changed values, the notice shows each old and new value without a click. */
const SHOWN_WITHOUT_REVIEW = 3;

/**
 * Above the page while values filled from the firm's records no longer match them: which ones,
 * what they were and are, and Update or Keep for each (docs/field-trust.md, Stale values).
 */
export function StaleValuesNotice({ documentId, readOnlyUser }: StaleValuesNoticeProps) {
  const provenance = useProvenanceStore((state) => state.fields);
  const stale = useMemo(() => staleFields(provenance), [provenance]);
  const canUpdate = useProvenanceStore((state) => state.canUpdateStale) && !readOnlyUser;
  // null until the user presses Review or Hide: a short list starts open, a long one closed.
  const [chosenOpen, setOpen] = useState<boolean | null>(null);
  const [busy, setBusy] = useState(false);
  const listId = useId();
  if (stale.length === 0) return null;
  const open = chosenOpen ?? stale.length <= SHOWN_WITHOUT_REVIEW;

  const act = async (action: Action, fieldIds?: string[]) => {
    setBusy(true);
    try {
      const call = action === 'update' ? updateStaleValues : keepStaleValues;
      await call(documentId, fieldIds ? { field_ids: fieldIds } : {});
      // The server changed the values (Update) and the marks: show what it holds now.
      await Promise.all([
        useMergeFieldStore.getState().reloadValues(),
        useProvenanceStore.getState().reload(),
      ]);
    } catch (error) {
      toast.error(error instanceof Error ? error.message : 'Failed to change the values');
    } finally {
      setBusy(false);
    }
  };

  return (
    <section
      aria-label="Values changed in the firm's records"
      className="shrink-0 border-b border-amber-200 bg-amber-50 px-3 py-2 text-amber-950 sm:px-4 dark:border-amber-900 dark:bg-amber-950/40 dark:text-amber-100"
    >
      <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
        <RefreshCwIcon className="size-4 shrink-0 text-amber-700" aria-hidden="true" />
        <p className="min-w-0 flex-1 font-medium text-sm">{staleValuesSummary(stale.length)}</p>
        <div className="flex items-center gap-1.5">
          <Button
            variant="ghost"
            size="sm"
            aria-expanded={open}
            aria-controls={listId}
            onClick={() => setOpen(!open)}
          >
            {open ? 'Hide' : 'Review'}
            <ChevronDownIcon
              aria-hidden="true"
              className={cn('transition-transform motion-reduce:transition-none', open && 'rotate-180')}
            />
          </Button>
          {canUpdate && (
            <Button size="sm" disabled={busy} onClick={() => void act('update')}>
              Update all
            </Button>
          )}
        </div>
      </div>
      <div id={listId} hidden={!open} className="pt-2 pb-1">
        <ul className="grid grid-cols-1 gap-1.5">
          {stale.map((field) => (
            <StaleRow
              key={field.id}
              field={field}
              canUpdate={canUpdate}
              busy={busy}
              onAction={(action) => void act(action, [field.id])}
            />
          ))}
        </ul>
        {!canUpdate && (
          <p className="pt-2 text-amber-900 text-xs dark:text-amber-200">
            {readOnlyUser
              ? 'You can only view this document.'
              : 'Signed and sent documents are never changed.'}
          </p>
        )}
      </div>
    </section>
  );
}

interface StaleRowProps {
  field: StaleField;
  canUpdate: boolean;
  busy: boolean;
  onAction: (action: Action) => void;
}

/** One changed value: its label, the value the document holds → the record's value now, and the record. */
function StaleRow({ field, canUpdate, busy, onAction }: StaleRowProps) {
  const label = useMergeFieldStore(
    (state) => state.definitions.find((definition) => definition.id === field.id)?.label ?? field.id,
  );
  const { stale_old_value: before, stale_new_value: after, record_name: record } = field.provenance;
  return (
    <li className="flex flex-wrap items-center gap-x-3 gap-y-1.5 rounded-md border border-amber-200 bg-background/80 px-3 py-2 text-sm text-foreground dark:border-amber-900">
      <div className="min-w-0 flex-1">
        <p className="font-medium">{label}</p>
        <p className="flex min-w-0 flex-wrap items-center gap-1.5 text-muted-foreground text-xs">
          <span className="break-all line-through decoration-muted-foreground/60">{before || '(empty)'}</span>
          <ArrowRightIcon className="size-3 shrink-0" aria-label="now" />
          <span className="break-all font-medium text-foreground">{after || '(empty)'}</span>
          {record && <span className="truncate">· {record}</span>}
        </p>
      </div>
      {canUpdate && (
        <div className="flex items-center gap-1.5">
          <Button
            size="sm"
            variant="outline"
            disabled={busy}
            aria-label={`Update ${label}`}
            onClick={() => onAction('update')}
          >
            Update
          </Button>
          <Button
            size="sm"
            variant="ghost"
            disabled={busy}
            aria-label={`Keep ${label}`}
            onClick={() => onAction('keep')}
          >
            Keep
          </Button>
        </div>
      )}
    </li>
  );
}
