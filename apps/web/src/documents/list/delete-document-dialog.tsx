import { useState } from 'react';
import type { DocumentSummary } from '@/api/documents';
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogFooter,
} from '@/components/ui/alert-dialog';
import { errorMessage } from '@/lib/error-message';
import { toast } from '@/lib/toast';
import { DeleteDocumentHeader } from '../delete-document-header';
import { useDocumentStore } from '../document-store';
import { rowActionsButton } from './document-row-actions';

interface DeleteDocumentDialogProps {
  /** The document to confirm; null keeps the dialog closed. */
  document: DocumentSummary | null;
  onClose: () => void;
  /** After the server has deleted it. */
  onDeleted: () => void;
}

/** The Delete Document confirmation (spec section 2); the row goes at once and comes back on failure. */
export function DeleteDocumentDialog({ document, onClose, onDeleted }: DeleteDocumentDialogProps) {
  const deleteDocument = useDocumentStore((state) => state.deleteDocument);
  const clearError = useDocumentStore((state) => state.clearError);
  // The last document asked about: focus goes back to its row's menu button when the dialog closes
  // (the menu that opened the dialog has closed already).
  const [asked, setAsked] = useState(document);
  if (document !== null && document !== asked) setAsked(document);

  const confirm = async (target: DocumentSummary) => {
    try {
      await deleteDocument(target.id);
      toast.success('Document deleted');
      onDeleted();
    } catch (error) {
      toast.error('Delete failed', { description: errorMessage(error, 'Failed to delete document') });
      // The toast has told the user; the store has put the row back.
      clearError();
    }
  };

  return (
    <AlertDialog
      open={document !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
    >
      <AlertDialogContent
        className="sm:max-w-md"
        onCloseAutoFocus={(event) => {
          const button = asked ? rowActionsButton(asked.id) : undefined;
          if (!button) return;
          event.preventDefault();
          button.focus();
        }}
      >
        <DeleteDocumentHeader name={document?.name} />
        <AlertDialogFooter>
          <AlertDialogCancel>Cancel</AlertDialogCancel>
          <AlertDialogAction
            variant="destructive"
            onClick={() => {
              // The dialog closes at once: the row disappears now, and a failure is toasted.
              if (document) void confirm(document);
            }}
          >
            Delete
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
