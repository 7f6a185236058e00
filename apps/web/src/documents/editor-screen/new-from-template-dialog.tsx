import { useDocumentStore } from '@/documents/document-store';
import { NameDocumentDialog } from '../name-document-dialog';

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
  return (
    <NameDocumentDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Use template"
      description="A new document is created from this template and opened for editing."
      initialName={templateName}
      create={(name) => createFromTemplate(templateId, name)}
      successMessage="New document created from template!"
      onCreated={onCreated}
    />
  );
}
