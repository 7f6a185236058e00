import type * as React from 'react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
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
import { useDocumentStore } from '@/documents/document-store';
import { errorMessage } from '@/lib/error-message';

interface UseTemplateDialogProps {
  templateId: string;
  templateName: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Called before leaving for the new document, so the screen lets that navigation through. */
  onCreated: () => void;
}

/** Use Template: names the new document, creates it from the template and opens it. */
export function UseTemplateDialog({
  templateId,
  templateName,
  open,
  onOpenChange,
  onCreated,
}: UseTemplateDialogProps) {
  const createFromTemplate = useDocumentStore((state) => state.createFromTemplate);
  const navigate = useNavigate();
  const [name, setName] = useState(templateName);
  const [creating, setCreating] = useState(false);

  const handleOpenChange = (next: boolean) => {
    if (creating) return;
    if (next) setName(templateName);
    onOpenChange(next);
  };

  const handleSubmit = async (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const trimmed = name.trim();
    if (trimmed === '') return;
    setCreating(true);
    try {
      const newId = await createFromTemplate(templateId, trimmed);
      toast.success('New document created from template!');
      onCreated();
      onOpenChange(false);
      navigate(`/documents/${encodeURIComponent(newId)}/edit`);
    } catch (error) {
      toast.error('Creation failed', { description: errorMessage(error, 'Failed to create document') });
    } finally {
      setCreating(false);
    }
  };

  return (
    <Dialog open={open} onOpenChange={handleOpenChange}>
      <DialogContent className="sm:max-w-md">
        <DialogHeader>
          <DialogTitle>Use template</DialogTitle>
          <DialogDescription>
            A new document is created from this template and opened for editing.
          </DialogDescription>
        </DialogHeader>
        <form className="grid gap-5" onSubmit={(event) => void handleSubmit(event)}>
          <div className="grid gap-2">
            <Label htmlFor="new-document-name">Document name</Label>
            <Input
              id="new-document-name"
              value={name}
              maxLength={255}
              onChange={(event) => setName(event.target.value)}
              disabled={creating}
              autoComplete="off"
            />
          </div>
          <DialogFooter>
            <Button
              type="button"
              variant="outline"
              onClick={() => handleOpenChange(false)}
              disabled={creating}
            >
              Cancel
            </Button>
            <PendingButton type="submit" pending={creating} disabled={name.trim() === ''}>
              Create
            </PendingButton>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
