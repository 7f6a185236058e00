import { BULK_CSV_MAX_BYTES } from '@lexdraft/core';
import { useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { bulkGenerateForEntities, bulkGenerateFromCsv } from '@/api/bulk';
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
import { SegmentedControl } from '@/components/ui/segmented-control';
import { errorMessage } from '@/lib/error-message';
import { ChosenFileChangedError, readChosenFile } from '@/records/chosen-file';
import { CSV_MAX_MEGABYTES, CsvUploadFields } from './csv-upload-fields';
import { EntityChecklist } from './entity-checklist';

export interface GenerateForManyDialogProps {
  templateId: string;
  templateName: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Called before leaving for the job's page, so the editor lets that navigation through. */
  onStarted?: () => void;
}

type Source = 'entities' | 'csv';

const SOURCES = [
  { value: 'entities', label: 'Pick entities' },
  { value: 'csv', label: 'Upload a CSV' },
] as const;

/** The page that follows a job's progress. */
const bulkJobPath = (id: string) => `/bulk-jobs/${encodeURIComponent(id)}`;

/**
 * Generate for many: one document from the template per picked entity, or per row of a CSV. The
 * server starts a job (202) and the job's page follows it; a refused CSV (a column that names no
 * field, too many rows) is said here, in the server's words.
 */
export function GenerateForManyDialog({
  templateId,
  templateName,
  open,
  onOpenChange,
  onStarted,
}: GenerateForManyDialogProps) {
  const [pending, setPending] = useState(false);
  return (
    // The request cannot be taken back, so the dialog stays until it has answered.
    <Dialog open={open} onOpenChange={(next) => !pending && onOpenChange(next)}>
      <DialogContent className="max-h-[calc(100dvh-2rem)] overflow-y-auto sm:max-w-xl">
        <DialogHeader>
          <DialogTitle>Generate for many</DialogTitle>
          <DialogDescription className="break-words">
            Make one document from "{templateName}" for each entity you pick, or for each row of a CSV.
          </DialogDescription>
        </DialogHeader>
        <GenerateForManyForm
          templateId={templateId}
          templateName={templateName}
          pending={pending}
          onPendingChange={setPending}
          onCancel={() => onOpenChange(false)}
          onStarted={onStarted}
        />
      </DialogContent>
    </Dialog>
  );
}

interface GenerateForManyFormProps {
  templateId: string;
  templateName: string;
  pending: boolean;
  onPendingChange: (pending: boolean) => void;
  onCancel: () => void;
  onStarted?: () => void;
}

// Inside the dialog's content, so that each opening starts with nothing chosen.
function GenerateForManyForm({
  templateId,
  templateName,
  pending,
  onPendingChange,
  onCancel,
  onStarted,
}: GenerateForManyFormProps) {
  const navigate = useNavigate();
  const [source, setSource] = useState<Source>('entities');
  const [selected, setSelected] = useState<Map<string, string>>(() => new Map());
  const [file, setFile] = useState<File | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);

  const start = async () => {
    setFailure(null);
    if (source === 'entities' && selected.size === 0) return setFailure('Select at least one entity.');
    if (source === 'csv' && file === null) return setFailure('Choose a CSV file.');
    if (file !== null && source === 'csv' && file.size > BULK_CSV_MAX_BYTES)
      return setFailure(`The file is larger than ${CSV_MAX_MEGABYTES} MB.`);
    onPendingChange(true);
    try {
      const { job_id } =
        source === 'entities' || file === null
          ? await bulkGenerateForEntities(templateId, [...selected.keys()])
          : await bulkGenerateFromCsv(templateId, await readChosenFile(file));
      onPendingChange(false);
      onStarted?.();
      void navigate(bulkJobPath(job_id));
    } catch (error) {
      if (error instanceof ChosenFileChangedError) {
        // Emptied, so that choosing the same file again is a change the input hears.
        setFile(null);
        if (fileInput.current) fileInput.current.value = '';
      }
      setFailure(errorMessage(error, 'Failed to start generating documents'));
      onPendingChange(false);
    }
  };

  return (
    <div className="grid min-w-0 gap-5">
      <SegmentedControl
        legend="Generate from"
        value={source}
        options={SOURCES}
        disabled={pending}
        onValueChange={(next) => {
          setSource(next);
          setFile(null);
          setFailure(null);
        }}
      />
      {source === 'entities' ? (
        <EntityChecklist selected={selected} onChange={setSelected} disabled={pending} />
      ) : (
        <CsvUploadFields
          templateId={templateId}
          templateName={templateName}
          disabled={pending}
          fileInput={fileInput}
          onFileChange={(chosen) => {
            setFile(chosen);
            setFailure(null);
          }}
        />
      )}
      <FormErrorAlert message={failure} />
      <DialogFooter>
        <Button type="button" variant="outline" disabled={pending} onClick={onCancel}>
          Cancel
        </Button>
        <PendingButton type="button" pending={pending} pendingLabel="Starting…" onClick={() => void start()}>
          Generate
        </PendingButton>
      </DialogFooter>
    </div>
  );
}
