import { AlertDialogDescription, AlertDialogHeader, AlertDialogTitle } from '@/components/ui/alert-dialog';

/** The Delete Document confirmation's title and question, worded as spec section 2 has it. */
export function DeleteDocumentHeader({ name }: { name: string | undefined }) {
  return (
    <AlertDialogHeader>
      <AlertDialogTitle>Delete Document</AlertDialogTitle>
      <AlertDialogDescription className="break-words leading-relaxed">
        Are you sure you want to delete "{name}"? This action cannot be undone.
      </AlertDialogDescription>
    </AlertDialogHeader>
  );
}
