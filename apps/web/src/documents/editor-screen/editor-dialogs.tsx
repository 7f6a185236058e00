import type { DocumentRecord } from '@/api/documents';
import { ConflictDialog } from './conflict-dialog';
import { DeleteDocumentDialog } from './delete-document-dialog';
import { LeaveDialog } from './leave-dialog';
import { UseTemplateDialog } from './new-from-template-dialog';
import type { DocumentSave } from './use-document-save';
import type { LeaveGuard } from './use-leave-guard';

/** The dialogs the title bar opens; the conflict and leave dialogs open themselves. */
export type OpenDialog = 'delete' | 'use-template' | null;

interface EditorDialogsProps {
  document: DocumentRecord;
  dialog: OpenDialog;
  onDialogChange: (dialog: OpenDialog) => void;
  saver: DocumentSave;
  guard: LeaveGuard;
  onReload: () => Promise<void>;
  onDelete: () => Promise<void>;
}

/** Every dialog of the editor screen, in one place so the screen's layout stays readable. */
export function EditorDialogs({
  document,
  dialog,
  onDialogChange,
  saver,
  guard,
  onReload,
  onDelete,
}: EditorDialogsProps) {
  const { blocker } = guard;
  return (
    <>
      <DeleteDocumentDialog
        name={document.name}
        open={dialog === 'delete'}
        onOpenChange={(open) => onDialogChange(open ? 'delete' : null)}
        onConfirm={onDelete}
      />
      {document.is_template && (
        <UseTemplateDialog
          templateId={document.id}
          templateName={document.name}
          open={dialog === 'use-template'}
          onOpenChange={(open) => onDialogChange(open ? 'use-template' : null)}
          onCreated={guard.allowNextNavigation}
        />
      )}
      <ConflictDialog
        message={saver.conflict}
        onDismiss={saver.dismissConflict}
        onReload={onReload}
        onOverwrite={async () => {
          await saver.save({ notify: true, overwrite: true });
        }}
      />
      <LeaveDialog
        open={blocker.state === 'blocked'}
        onSave={() => saver.save({ notify: true })}
        onLeave={() => blocker.proceed?.()}
        onStay={() => blocker.reset?.()}
      />
    </>
  );
}
