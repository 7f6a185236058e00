import type * as React from 'react';
import { useEffect, useState } from 'react';
import { createRecord, type RecordFields, type RecordItem, updateRecord } from '@/api/records';
import { FormErrorAlert } from '@/components/form-error-alert';
import { PendingButton } from '@/components/pending-button';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { toast } from '@/lib/toast';
import { EntityLinksFields } from './entity-links-fields';
import { type FormProblems, formProblems } from './field-problems';
import { RecordFieldInput } from './record-field-input';
import { fieldValue, type RecordKindSpec, recordName } from './record-kinds';
import { useEntityLinkChoice } from './use-entity-links';

interface RecordFormDialogProps {
  spec: RecordKindSpec;
  /** The record to edit, null to create one. */
  record: RecordItem | null;
  onClose: () => void;
  /** After the server has saved it: the list asks again. */
  onSaved: () => void;
}

const NO_PROBLEMS: FormProblems = { fields: {}, general: null };

function valuesOf(spec: RecordKindSpec, record: RecordItem | null): Record<string, string> {
  return Object.fromEntries(spec.fields.map((field) => [field.name, fieldValue(record, field.name)]));
}

/** What a save sends: every filled field when creating; only the changed ones when editing. */
function changes(values: Record<string, string>, baseline: Record<string, string> | null): RecordFields {
  const sent: RecordFields = {};
  for (const [name, value] of Object.entries(values)) {
    if (baseline !== null && baseline[name] === value) continue;
    if (baseline === null && value.trim() === '') continue;
    sent[name] = value.trim() === '' ? null : value;
  }
  return sent;
}

/**
 * The create and edit form of a record, in a dialog, mounted per record (a key) so that it starts
 * from that record. A refusal keeps everything typed: the server's message goes under the field
 * it names, anything else above the buttons.
 */
export function RecordFormDialog({ spec, record, onClose, onSaved }: RecordFormDialogProps) {
  const [values, setValues] = useState(() => valuesOf(spec, record));
  // The values the server holds: a second try after a half-done save sends only what is left.
  const [baseline, setBaseline] = useState(() => (record ? valuesOf(spec, record) : null));
  const [problems, setProblems] = useState(NO_PROBLEMS);
  const [pending, setPending] = useState(false);
  // The field to focus once the form is enabled again (its inputs are disabled while saving).
  const [focusField, setFocusField] = useState<string | null>(null);
  const editing = record !== null;
  const linksOf = editing && spec.kind === 'entities' ? record.id : null;
  const links = useEntityLinkChoice(linksOf);
  const title = editing ? `Edit ${recordName(record)}` : `New ${spec.singular}`;

  const close = (open: boolean) => {
    // The request cannot be taken back, so the dialog stays until it has answered.
    if (!open && !pending) onClose();
  };

  useEffect(() => {
    if (pending || focusField === null) return;
    document.getElementById(`record-field-${focusField}`)?.focus();
    setFocusField(null);
  }, [pending, focusField]);

  const submit = async (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setPending(true);
    setProblems(NO_PROBLEMS);
    try {
      const sent = changes(values, baseline);
      if (!editing) await createRecord(spec.kind, sent);
      else if (Object.keys(sent).length > 0) await updateRecord(spec.kind, record.id, sent);
      setBaseline(values);
      await links.save();
      toast.success(editing ? `${recordName(record)} saved` : `${capitalize(spec.singular)} created`);
      onSaved();
      onClose();
    } catch (error) {
      const found = formProblems(
        error,
        spec.fields.map((field) => field.name),
        'Failed to save',
      );
      setProblems(found);
      // The first field named takes the focus, so its message is read out with it.
      const first = spec.fields.find((field) => found.fields[field.name] !== undefined);
      if (first) setFocusField(first.name);
    } finally {
      setPending(false);
    }
  };

  return (
    <Dialog open onOpenChange={close}>
      <DialogContent className="max-h-[calc(100dvh-2rem)] overflow-y-auto sm:max-w-2xl">
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>
            {editing
              ? 'Documents filled from this record are told when a value changes.'
              : `Fields marked * are required. The merge fields read these values.`}
          </DialogDescription>
        </DialogHeader>
        <form noValidate className="grid gap-5" onSubmit={(event) => void submit(event)}>
          <div className="grid gap-4 sm:grid-cols-2">
            {spec.fields.map((field) => (
              <RecordFieldInput
                key={field.name}
                field={field}
                value={values[field.name] ?? ''}
                error={problems.fields[field.name]}
                disabled={pending}
                onChange={(value) => {
                  setValues((current) => ({ ...current, [field.name]: value }));
                  if (problems.fields[field.name] !== undefined)
                    setProblems((current) => solved(current, field.name));
                }}
              />
            ))}
          </div>
          {linksOf !== null && <EntityLinksFields choice={links} disabled={pending} />}
          <FormErrorAlert message={problems.general} />
          <DialogFooter>
            <Button type="button" variant="outline" disabled={pending} onClick={() => close(false)}>
              Cancel
            </Button>
            <PendingButton type="submit" pending={pending} pendingLabel="Saving…">
              {editing ? 'Save changes' : `Create ${spec.singular}`}
            </PendingButton>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}

/** The problems without a field's message: the user is changing that field. */
function solved(problems: FormProblems, name: string): FormProblems {
  const { [name]: _gone, ...fields } = problems.fields;
  return { ...problems, fields };
}

function capitalize(text: string): string {
  return `${text.charAt(0).toUpperCase()}${text.slice(1)}`;
}
