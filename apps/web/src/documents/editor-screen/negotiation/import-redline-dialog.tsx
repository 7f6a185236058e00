import { type RedlineImportAnswer, TEMPLATE_IMPORT_MAX_BYTES } from '@lexdraft/contract';
import type * as React from 'react';
import { useState } from 'react';
import { uploadFile } from '@/api/client';
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

// Import Word redline… (issue 31; docs/negotiation.md, Importing a Word redline): the counterparty's
// .docx becomes the document's next version, its tracked changes suggestions and its comments
// threads. The server's refusals (not a Word file, too large, a zip bomb) are shown as it words them.

const MAX_MEGABYTES = TEMPLATE_IMPORT_MAX_BYTES / (1024 * 1024);

/** POST /docs/documents/{id}/import-redline with the file. */
function importRedline(documentId: string, file: File) {
  return uploadFile<RedlineImportAnswer>(
    `/docs/documents/${documentId}/import-redline`,
    file,
    {},
    file.name,
    {
      fallbackMessage: 'Failed to import the Word redline',
    },
  );
}

const counted = (count: number, noun: string) => `${count} ${noun}${count === 1 ? '' : 's'}`;

/** What the import made, as the dialog says it. */
export const importedMessage = ({ version, suggestions, comments }: RedlineImportAnswer) =>
  `Imported ${counted(suggestions, 'suggestion')} and ${counted(comments, 'comment')} as version ${version}.`;

interface ImportRedlineDialogProps {
  documentId: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Reloads the document from the server (as a restored version does); called once the import is stored. */
  onImported: () => Promise<void>;
}

/** Picks a .docx, imports it as the next version, says what came of it, and has the editor reload. */
export function ImportRedlineDialog({
  documentId,
  open,
  onOpenChange,
  onImported,
}: ImportRedlineDialogProps) {
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  const close = (next: boolean) => {
    if (pending || next) return;
    setFile(null);
    setError(null);
    onOpenChange(false);
  };

  const submit = async (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (file === null) {
      setError('Choose a Word file (.docx) to import.');
      return;
    }
    setPending(true);
    setError(null);
    try {
      const answer = await importRedline(documentId, file);
      // A toast, since the reload starts the editor (and this dialog) over at the new version.
      toast.success(importedMessage(answer));
      setFile(null);
      onOpenChange(false);
      await onImported();
    } catch (failure) {
      setError(errorMessage(failure, 'Failed to import the Word redline'));
    } finally {
      setPending(false);
    }
  };

  return (
    <Dialog open={open} onOpenChange={close}>
      <DialogContent className="sm:max-w-md">
        <DialogHeader>
          <DialogTitle>Import Word redline</DialogTitle>
          <DialogDescription>
            The Word file becomes this document's next version: its tracked changes become suggestions and its
            comments become comment threads. Paragraphs it did not change keep their merge fields. Save your
            own changes first: the editor reloads at the new version.
          </DialogDescription>
        </DialogHeader>
        <form noValidate className="grid min-w-0 gap-5" onSubmit={(event) => void submit(event)}>
          <div className="grid gap-2">
            <Label htmlFor="redline-import-file">Word file (.docx)</Label>
            <Input
              id="redline-import-file"
              type="file"
              accept=".docx,application/vnd.openxmlformats-officedocument.wordprocessingml.document"
              disabled={pending}
              aria-describedby="redline-import-limit"
              onChange={(event) => {
                setFile(event.target.files?.[0] ?? null);
                setError(null);
              }}
            />
            <p id="redline-import-limit" className="text-muted-foreground text-xs">
              Up to {MAX_MEGABYTES} MB.
            </p>
          </div>
          {pending && (
            <p role="status" className="text-muted-foreground text-sm">
              Converting the Word file…
            </p>
          )}
          <FormErrorAlert message={error} />
          <DialogFooter>
            <Button type="button" variant="outline" disabled={pending} onClick={() => close(false)}>
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
