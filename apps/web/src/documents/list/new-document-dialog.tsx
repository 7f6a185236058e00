import { useDocumentStore } from '../document-store';
import { NameDocumentDialog } from '../name-document-dialog';

interface NewDocumentDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** "New document": asks for a name, creates a blank draft and opens it in the editor. */
export function NewDocumentDialog({ open, onOpenChange }: NewDocumentDialogProps) {
  const createBlankDocument = useDocumentStore((state) => state.createBlankDocument);
  return (
    <NameDocumentDialog
      open={open}
      onOpenChange={onOpenChange}
      title="New document"
      description="Start a blank draft. You can rename it at any time in the editor."
      placeholder="e.g. Engagement letter – Harlow Holdings"
      create={async (name) => (await createBlankDocument(name)).id}
    />
  );
}
