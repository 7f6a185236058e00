import {
  type ImportRowError,
  RECORD_FIELDS,
  RECORD_IMPORT_MAX_BYTES,
  RECORD_IMPORT_MAX_ROWS,
  recordImportRefused,
} from '@lexdraft/contract';
import type * as React from 'react';
import { useRef, useState } from 'react';
import { ApiError } from '@/api/api-error';
import { importRecords } from '@/api/records';
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
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { errorMessage } from '@/lib/error-message';
import { toast } from '@/lib/toast';
import { ChosenFileChangedError, readChosenFile } from './chosen-file';
import { ImportRowErrors } from './import-row-errors';
import type { RecordKindSpec } from './record-kinds';

interface ImportRecordsDialogProps {
  spec: RecordKindSpec;
  onClose: () => void;
  onImported: () => void;
}

const MAX_MEGABYTES = RECORD_IMPORT_MAX_BYTES / (1024 * 1024);

/** A refused import: the server's sentence, and each refused cell when it lists them. */
interface Refusal {
  message: string;
  rows: ImportRowError[];
}

function refusalOf(error: unknown): Refusal {
  const message = errorMessage(error, 'Import failed');
  if (error instanceof ApiError && error.status === 422) {
    const body = recordImportRefused.safeParse(error.body);
    if (body.success) return { message, rows: body.data.errors };
  }
  return { message, rows: [] };
}

/** CSV import of one kind (mounted per opening): pick a file, send it, list the refused rows. */
export function ImportRecordsDialog({ spec, onClose, onImported }: ImportRecordsDialogProps) {
  const [file, setFile] = useState<File | null>(null);
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const [pending, setPending] = useState(false);
  const fileInput = useRef<HTMLInputElement>(null);
  const noun = spec.plural.toLowerCase();
  const header = RECORD_FIELDS[spec.kind].join(',');

  const submit = async (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (file === null) {
      setRefusal({ message: 'Choose a CSV file to import.', rows: [] });
      return;
    }
    if (file.size > RECORD_IMPORT_MAX_BYTES) {
      setRefusal({ message: `The file is larger than ${MAX_MEGABYTES} MB.`, rows: [] });
      return;
    }
    setPending(true);
    setRefusal(null);
    try {
      const { imported } = await importRecords(spec.kind, await readChosenFile(file));
      toast.success(`Imported ${imported} ${imported === 1 ? spec.singular : noun}`);
      onImported();
      onClose();
    } catch (error) {
      if (error instanceof ChosenFileChangedError) {
        // The input is emptied, so that choosing the same file again is a change it hears.
        setFile(null);
        if (fileInput.current) fileInput.current.value = '';
      }
      setRefusal(refusalOf(error));
    } finally {
      setPending(false);
    }
  };

  return (
    <Dialog open onOpenChange={(open) => !open && !pending && onClose()}>
      <DialogContent className="max-h-[calc(100dvh-2rem)] overflow-y-auto sm:max-w-2xl">
        <DialogHeader>
          <DialogTitle>Import {noun}</DialogTitle>
          <DialogDescription>
            Every row is checked first; one refused row imports nothing, so you can fix the file and try
            again.
          </DialogDescription>
        </DialogHeader>
        <form noValidate className="grid min-w-0 gap-5" onSubmit={(event) => void submit(event)}>
          <div className="grid gap-2">
            <Label htmlFor="record-import-file">CSV file</Label>
            <Input
              ref={fileInput}
              id="record-import-file"
              type="file"
              accept=".csv,text/csv"
              disabled={pending}
              aria-describedby="record-import-format"
              onChange={(event) => {
                setFile(event.target.files?.[0] ?? null);
                setRefusal(null);
              }}
            />
            <div id="record-import-format" className="grid gap-1.5 text-muted-foreground text-xs">
              <p>
                The first row names the columns, in any order; leave out the ones you do not need. Up to{' '}
                {RECORD_IMPORT_MAX_ROWS.toLocaleString('en-US')} rows and {MAX_MEGABYTES} MB.
              </p>
              <code className="block break-all rounded-md bg-muted px-2.5 py-1.5 font-mono text-foreground">
                {header}
              </code>
            </div>
          </div>
          {refusal && (
            <div className="grid min-w-0 gap-3">
              <FormErrorAlert message={refusal.message} />
              {refusal.rows.length > 0 && <ImportRowErrors errors={refusal.rows} />}
            </div>
          )}
          <DialogFooter>
            <Button type="button" variant="outline" disabled={pending} onClick={onClose}>
              Cancel
            </Button>
            <PendingButton type="submit" pending={pending} pendingLabel="Importing…">
              Import
            </PendingButton>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
