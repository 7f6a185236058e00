import { DOCUMENT_NAME_MAX_LENGTH } from '@lexdraft/core';
import type * as React from 'react';
import { useRef, useState } from 'react';
import { useNavigate } from 'react-router';
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
import { toast } from '@/lib/toast';
import { useDocumentStore } from './document-store';
import { documentNameProblem } from './list/document-name';
import { editorPath } from './list/editor-path';

export interface NameDocumentDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: string;
  /** The name the field starts with each time the dialog opens. */
  initialName?: string;
  placeholder?: string;
  /** Creates the document under the chosen name and answers its id. */
  create: (name: string) => Promise<string>;
  successMessage?: string;
  /** Called before leaving for the new document, so that a leave guard lets it through. */
  onCreated?: () => void;
  /** More fields under the name (Use Template's entity), disabled while the request runs. */
  extraFields?: (pending: boolean) => React.ReactNode;
  /** The dialog's width from sm up; a narrow one by default. */
  className?: string;
}

/** Asks for the name of a new document, creates it and opens it in the editor. */
export function NameDocumentDialog({
  open,
  onOpenChange,
  title,
  description,
  initialName = '',
  placeholder,
  create,
  successMessage,
  onCreated,
  extraFields,
  className = 'sm:max-w-md',
}: NameDocumentDialogProps) {
  const clearError = useDocumentStore((state) => state.clearError);
  const navigate = useNavigate();
  const input = useRef<HTMLInputElement>(null);
  const [name, setName] = useState(initialName);
  const [problem, setProblem] = useState<string | undefined>();
  const [pending, setPending] = useState(false);

  const handleOpenChange = (next: boolean) => {
    // The request cannot be taken back, so the dialog stays until it has answered.
    if (pending) return;
    setName(initialName);
    setProblem(undefined);
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
      const id = await create(trimmed);
      if (successMessage) toast.success(successMessage);
      onCreated?.();
      setName(initialName);
      onOpenChange(false);
      void navigate(editorPath(id));
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
      <DialogContent className={className}>
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        <form noValidate className="grid gap-5" onSubmit={(event) => void handleSubmit(event)}>
          <div className="grid gap-2">
            <Label htmlFor="new-document-name">Document name</Label>
            <Input
              ref={input}
              id="new-document-name"
              autoComplete="off"
              placeholder={placeholder}
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
          {extraFields?.(pending)}
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
