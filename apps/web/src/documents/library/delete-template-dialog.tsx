import { useState } from 'react';
import type { Template } from '@/api/templates';
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
import { rowActionsButton } from '../list/document-row-actions';

interface DeleteTemplateDialogProps {
  /** The template to confirm; null keeps the dialog closed. */
  template: Template | null;
  onClose: () => void;
  /** Confirmed: the library removes the row at once and deletes it (DELETE /docs/templates/{id}). */
  onConfirm: (template: Template) => void;
}

/** Asks before a template leaves the library; documents made from it are not touched. */
export function DeleteTemplateDialog({ template, onClose, onConfirm }: DeleteTemplateDialogProps) {
  // The last template asked about: focus goes back to its row's menu button when the dialog closes.
  const [asked, setAsked] = useState(template);
  if (template !== null && template !== asked) setAsked(template);

  return (
    <AlertDialog open={template !== null} onOpenChange={(open) => !open && onClose()}>
      <AlertDialogContent
        className="sm:max-w-md"
        onCloseAutoFocus={(event) => {
          const button = asked ? rowActionsButton(asked.id) : undefined;
          if (!button) return;
          event.preventDefault();
          button.focus();
        }}
      >
        <AlertDialogHeader>
          <AlertDialogTitle>Delete template</AlertDialogTitle>
          <AlertDialogDescription className="break-words leading-relaxed">
            Are you sure you want to delete "{asked?.name}"? This action cannot be undone. Documents already
            created from it keep their content.
          </AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel>Cancel</AlertDialogCancel>
          <AlertDialogAction
            variant="destructive"
            onClick={() => {
              if (template) onConfirm(template);
            }}
          >
            Delete
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
