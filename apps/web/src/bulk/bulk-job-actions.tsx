import { DownloadIcon, XIcon } from 'lucide-react';
import { useState } from 'react';
import { type BulkDownloadFormat, cancelBulkJob, downloadBulkJob } from '@/api/bulk';
import { PendingButton } from '@/components/pending-button';
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from '@/components/ui/alert-dialog';
import { saveFile } from '@/documents/editor-screen/export/save-file';
import { errorMessage } from '@/lib/error-message';
import { toast } from '@/lib/toast';

/** Cancel, asked first: rows not yet made are not made, documents already made stay. */
export function CancelJobButton({ jobId, onCancelled }: { jobId: string; onCancelled: () => void }) {
  const [asking, setAsking] = useState(false);
  const [pending, setPending] = useState(false);

  const cancel = async () => {
    setPending(true);
    try {
      await cancelBulkJob(jobId);
      onCancelled();
    } catch (error) {
      toast.error('Cancel failed', { description: errorMessage(error, 'Failed to cancel the job') });
    } finally {
      setPending(false);
    }
  };

  return (
    <>
      <PendingButton variant="outline" pending={pending} onClick={() => setAsking(true)}>
        <XIcon aria-hidden="true" />
        Cancel
      </PendingButton>
      <AlertDialog open={asking} onOpenChange={setAsking}>
        <AlertDialogContent className="sm:max-w-md">
          <AlertDialogHeader>
            <AlertDialogTitle>Cancel this job?</AlertDialogTitle>
            <AlertDialogDescription className="leading-relaxed">
              The documents not made yet will not be made. Those already made stay.
            </AlertDialogDescription>
          </AlertDialogHeader>
          <AlertDialogFooter>
            <AlertDialogCancel>Keep going</AlertDialogCancel>
            <AlertDialogAction variant="destructive" onClick={() => void cancel()}>
              Cancel job
            </AlertDialogAction>
          </AlertDialogFooter>
        </AlertDialogContent>
      </AlertDialog>
    </>
  );
}

const FORMATS: { format: BulkDownloadFormat; label: string }[] = [
  { format: 'pdf', label: 'Download all (PDF)' },
  { format: 'docx', label: 'Download all (Word)' },
];

/** The zip of every document the job made, as PDFs or Word files, fetched with the session's token. */
export function BulkJobDownloads({ jobId }: { jobId: string }) {
  const [pending, setPending] = useState<BulkDownloadFormat | null>(null);

  const download = async (format: BulkDownloadFormat) => {
    setPending(format);
    try {
      const file = await downloadBulkJob(jobId, format);
      saveFile(file.blob, file.fileName ?? `documents-${format}.zip`);
    } catch (error) {
      toast.error('Download failed', { description: errorMessage(error, 'Download failed') });
    } finally {
      setPending(null);
    }
  };

  return (
    <>
      {FORMATS.map(({ format, label }) => (
        <PendingButton
          key={format}
          variant={format === 'pdf' ? 'default' : 'outline'}
          pending={pending === format}
          pendingLabel="Preparing…"
          disabled={pending !== null}
          onClick={() => void download(format)}
        >
          <DownloadIcon aria-hidden="true" />
          {label}
        </PendingButton>
      ))}
    </>
  );
}
