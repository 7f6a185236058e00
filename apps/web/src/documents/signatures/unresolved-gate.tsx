import { BracesIcon, TriangleAlertIcon } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { previewValue } from '@/merge-fields/layered-values';
import { documentFields, type MergeFieldState, useMergeFieldStore } from '@/merge-fields/merge-field-store';
import { useValueLayersStore } from '@/merge-fields/value-layers-store';

/**
 * The document's merge fields that would print without a value, by label: those of its text the
 * editor knows are empty, then those the server named in a 422 (a header's or footer's) that
 * are still empty here. The export refuses the same fields. A document with conditions or repeats
 * is judged by the server alone: a field that stands only in a branch not taken needs no value,
 * and which branch holds is the server's resolution to say (issue 30).
 */
export function unresolvedFields(
  state: MergeFieldState,
  fromServer: readonly string[],
): { id: string; label: string }[] {
  const labels = new Map(state.definitions.map((definition) => [definition.id, definition.label]));
  const found = new Map<string, string>();
  const hasLogic = state.logic.conditions.length > 0 || state.logic.lists.length > 0;
  for (const field of hasLogic ? [] : documentFields(state))
    if (field.count > 0 && previewValue(state, field.id) === undefined) found.set(field.id, field.label);
  for (const id of fromServer)
    if (!found.has(id) && previewValue(state, id) === undefined) found.set(id, labels.get(id) ?? id);
  return [...found].map(([id, label]) => ({ id, label }));
}

/** The fields above as the store has them now; re-reads as values are filled. */
export function useUnresolvedFields(fromServer: readonly string[]) {
  const state = useMergeFieldStore();
  // A field a linked record or the firm's default fills prints that value: it is resolved.
  useValueLayersStore((layers) => layers.layers);
  return unresolvedFields(state, fromServer);
}

interface UnresolvedGateProps {
  fields: { id: string; label: string }[];
  onFillValues: () => void;
}

/** Says why the document cannot be sent yet, lists what to fill, and goes to Manage Field Values. */
export function UnresolvedGate({ fields, onFillValues }: UnresolvedGateProps) {
  const count = fields.length;
  return (
    <section
      aria-labelledby="unresolved-gate-title"
      className="grid gap-3 rounded-lg border border-warning/40 bg-warning/10 p-4"
    >
      <div className="flex items-start gap-3">
        <TriangleAlertIcon className="mt-0.5 size-4 shrink-0 text-warning-foreground" aria-hidden="true" />
        <div className="grid gap-1">
          <h3 id="unresolved-gate-title" className="font-medium text-sm">
            Fill in {count === 1 ? 'one merge field' : `${count} merge fields`} before sending
          </h3>
          <p className="text-muted-foreground text-sm">
            Recipients sign exactly what they are sent, so every field needs its value first.
          </p>
        </div>
      </div>
      <ul aria-label="Fields to fill" className="ml-7 max-h-32 space-y-1 overflow-y-auto text-sm">
        {fields.map((field) => (
          <li key={field.id} className="flex items-baseline gap-2">
            <span
              aria-hidden="true"
              className="size-1.5 shrink-0 translate-y-[-2px] rounded-full bg-amber-500"
            />
            <span className="min-w-0 break-words">{field.label}</span>
          </li>
        ))}
      </ul>
      <div className="ml-7">
        <Button type="button" size="sm" variant="outline" onClick={onFillValues}>
          <BracesIcon aria-hidden="true" />
          Fill values
        </Button>
      </div>
    </section>
  );
}
