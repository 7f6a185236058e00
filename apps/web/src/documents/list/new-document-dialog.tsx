import type * as React from 'react';
import { useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { FieldError } from '@/auth/field-error';
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
import { useDocumentStore } from '../document-store';
import { DOCUMENT_NAME_MAX_LENGTH, documentNameProblem } from './document-name';
import { editorPath } from './editor-path';

interface NewDocumentDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** "New document": asks for a name, creates a blank draft and opens it in the editor. */
export function NewDocumentDialog({ open, onOpenChange }: NewDocumentDialogProps) {
  const createBlankDocument = useDocumentStore((state) => state.createBlankDocument);
  const clearError = useDocumentStore((state) => state.clearError);
  const navigate = useNavigate();
  const input = useRef<HTMLInputElement>(null);
  const [name, setName] = useState('');
  const [problem, setProblem] = useState<string | undefined>();
  const [pending, setPending] = useState(false);

  const handleOpenChange = (next: boolean) => {
    // The request cannot be taken back, so the dialog stays until it has answered.
    if (pending) return;
    if (!next) {
      setName('');
      setProblem(undefined);
    }
    onOpenChange(next);
  };

  const handleSubmit = async (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const trimmed = name.trim();
    const found = documentNameProblem(trimmed);
    setProblem(found);
    if (found) {
      input.current?.focus();
      return;
    }
    setPending(true);
    try {
      const document = await createBlankDocument(trimmed);
      setName('');
      onOpenChange(false);
      void navigate(editorPath(document.id));
    } catch (error) {
      toast.error('Creation failed', { description: errorMessage(error, 'Failed to create document') });
      // The toast has told the user; the store's copy would only linger into the next screen.
      clearError();
    } finally {
      setPending(false);
    }
  };

  return (
    <Dialog open={open} onOpenChange={handleOpenChange}>
      <DialogContent className="sm:max-w-md">
        <DialogHeader>
          <DialogTitle>New document</DialogTitle>
          <DialogDescription>
            Start a blank draft. You can rename it at any time in the editor.
          </DialogDescription>
        </DialogHeader>
        <form noValidate className="grid gap-5" onSubmit={(event) => void handleSubmit(event)}>
          <div className="grid gap-2">
            <Label htmlFor="new-document-name">Document name</Label>
            <Input
              ref={input}
              id="new-document-name"
              autoComplete="off"
              placeholder="e.g. Engagement letter – Harlow Holdings"
              maxLength={DOCUMENT_NAME_MAX_LENGTH}
              value={name}
              onChange={(event) => {
                setName(event.target.value);
                if (problem) setProblem(undefined);
              }}
              disabled={pending}
              aria-invalid={problem !== undefined || undefined}
              aria-describedby={problem ? 'new-document-name-error' : undefined}
            />
            <FieldError id="new-document-name-error" message={problem} />
          </div>
          <DialogFooter>
            <Button
              type="button"
              variant="outline"
              onClick={() => handleOpenChange(false)}
              disabled={pending}
            >
              Cancel
            </Button>
            <PendingButton type="submit" pending={pending} pendingLabel="Creating…">
              Create document
            </PendingButton>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
