import { recordInUse } from '@lexdraft/contract';
import { TriangleAlertIcon } from 'lucide-react';
import { useState } from 'react';
import { ApiError } from '@/api/api-error';
import { deleteRecord, type RecordItem } from '@/api/records';
import { FormErrorAlert } from '@/components/form-error-alert';
import { PendingButton } from '@/components/pending-button';
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from '@/components/ui/alert-dialog';
import { errorMessage } from '@/lib/error-message';
import { toast } from '@/lib/toast';
import { type RecordKindSpec, recordName } from './record-kinds';
import { rowButton } from './records-table';

interface DeleteRecordDialogProps {
  spec: RecordKindSpec;
  record: RecordItem;
  onClose: () => void;
  onDeleted: () => void;
}

const documentsWord = (count: number) => `${count} ${count === 1 ? 'document' : 'documents'}`;

/** How many documents a 409 says use the record, else null. */
function inUseCount(error: unknown): number | null {
  if (!(error instanceof ApiError) || error.status !== 409) return null;
  const body = recordInUse.safeParse(error.body);
  return body.success ? body.data.documents_count : null;
}

/**
 * Asks before deleting a record (mounted per record). When documents use it the server answers
 * 409: the dialog says how many, that they keep their values, and offers Delete anyway (force).
 */
export function DeleteRecordDialog({ spec, record, onClose, onDeleted }: DeleteRecordDialogProps) {
  const [usedBy, setUsedBy] = useState<number | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const name = recordName(record);

  const remove = async (force: boolean) => {
    setPending(true);
    setFailure(null);
    try {
      await deleteRecord(spec.kind, record.id, force);
      toast.success(`${name} deleted`);
      onDeleted();
      onClose();
    } catch (error) {
      const count = inUseCount(error);
      if (count !== null) setUsedBy(count);
      else setFailure(errorMessage(error, 'Failed to delete the record'));
    } finally {
      setPending(false);
    }
  };

  return (
    <AlertDialog open onOpenChange={(open) => !open && !pending && onClose()}>
      <AlertDialogContent
        className="sm:max-w-md"
        onCloseAutoFocus={(event) => {
          // The row's own button when it is still there; else the search box, not the page's top.
          const target = rowButton(record.id, 'delete') ?? document.getElementById('record-search');
          if (!target) return;
          event.preventDefault();
          target.focus();
        }}
      >
        <AlertDialogHeader>
          <AlertDialogTitle>Delete {spec.singular}</AlertDialogTitle>
          <AlertDialogDescription className="break-words leading-relaxed">
            {usedBy === null
              ? `Are you sure you want to delete “${name}”? This action cannot be undone.`
              : `Deleting “${name}” unlinks it from those documents.`}
          </AlertDialogDescription>
        </AlertDialogHeader>
        {usedBy !== null && (
          <p
            role="alert"
            className="flex gap-2.5 rounded-md border border-warning/30 bg-warning/10 px-3 py-2.5 text-foreground text-sm"
          >
            <TriangleAlertIcon className="mt-0.5 size-4 shrink-0 text-warning" aria-hidden="true" />
            <span>Used by {documentsWord(usedBy)}. Their values are kept. Delete it anyway?</span>
          </p>
        )}
        <FormErrorAlert message={failure} />
        <AlertDialogFooter>
          <AlertDialogCancel disabled={pending}>Cancel</AlertDialogCancel>
          <PendingButton
            variant="destructive"
            pending={pending}
            pendingLabel="Deleting…"
            onClick={() => void remove(usedBy !== null)}
          >
            {usedBy === null ? 'Delete' : 'Delete anyway'}
          </PendingButton>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
