import type { DocumentRecord } from '@/api/documents';
import { lazyDialog, usePreloadLater } from '@/lib/lazy-component';
import type { DocumentSave } from './use-document-save';
import type { LeaveGuard } from './use-leave-guard';

// None is open at first paint, so each is fetched when first due; the screen also fetches them a
// little after it is shown, so that the leave and conflict dialogs still open with the network gone.
const DeleteDocumentDialog = lazyDialog(
  async () => (await import('./delete-document-dialog')).DeleteDocumentDialog,
  ({ open }) => open,
);
const ConvertTemplateDialog = lazyDialog(
  async () => (await import('./convert-template-dialog')).ConvertTemplateDialog,
  ({ open }) => open,
);
const UseTemplateDialog = lazyDialog(
  async () => (await import('./new-from-template-dialog')).UseTemplateDialog,
  ({ open }) => open,
);
const ConflictDialog = lazyDialog(
  async () => (await import('./conflict-dialog')).ConflictDialog,
  ({ message }) => message !== null,
);
const LeaveDialog = lazyDialog(
  async () => (await import('./leave-dialog')).LeaveDialog,
  ({ open }) => open,
);
const LetterheadDialog = lazyDialog(
  async () => (await import('./layout/letterhead-dialog')).LetterheadDialog,
  ({ open }) => open,
);
const HeaderFooterDialog = lazyDialog(
  async () => (await import('./layout/header-footer-dialog')).HeaderFooterDialog,
  ({ open }) => open,
);
const ImportRedlineDialog = lazyDialog(
  async () => (await import('./negotiation/import-redline-dialog')).ImportRedlineDialog,
  ({ open }) => open,
);
const RequestInformationDialog = lazyDialog(
  async () => (await import('./intake/request-information-dialog')).RequestInformationDialog,
  ({ open }) => open,
);
const GenerateForManyDialog = lazyDialog(
  async () => (await import('@/bulk/generate-for-many-dialog')).GenerateForManyDialog,
  ({ open }) => open,
);
const EDITOR_DIALOGS = [
  DeleteDocumentDialog,
  ConvertTemplateDialog,
  UseTemplateDialog,
  ConflictDialog,
  LeaveDialog,
  LetterheadDialog,
  HeaderFooterDialog,
  ImportRedlineDialog,
  RequestInformationDialog,
  GenerateForManyDialog,
];
const PRELOAD_AFTER_MS = 10_000;

/**
 * The dialogs the title bar opens; the conflict and leave dialogs open themselves. The screen
 * holds the signature ones (Send for Signature, and the void asked for to edit again).
 */
export type OpenDialog =
  | 'delete'
  | 'convert-template'
  | 'use-template'
  | 'letterhead'
  | 'header-footer'
  | 'import-redline'
  | 'request-information'
  | 'generate-many'
  | 'send-signature'
  | 'void-to-edit'
  | null;

interface EditorDialogsProps {
  document: DocumentRecord;
  dialog: OpenDialog;
  onDialogChange: (dialog: OpenDialog) => void;
  saver: DocumentSave;
  guard: LeaveGuard;
  onReload: () => Promise<void>;
  onDelete: () => Promise<void>;
  onConvert: () => Promise<void>;
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
  onConvert,
}: EditorDialogsProps) {
  const { blocker } = guard;
  usePreloadLater(EDITOR_DIALOGS, PRELOAD_AFTER_MS);
  return (
    <>
      <DeleteDocumentDialog
        name={document.name}
        open={dialog === 'delete'}
        onOpenChange={(open) => onDialogChange(open ? 'delete' : null)}
        onConfirm={onDelete}
      />
      {!document.is_template && (
        <ConvertTemplateDialog
          open={dialog === 'convert-template'}
          onOpenChange={(open) => onDialogChange(open ? 'convert-template' : null)}
          onConfirm={onConvert}
        />
      )}
      {document.is_template && (
        <UseTemplateDialog
          templateId={document.id}
          templateName={document.name}
          open={dialog === 'use-template'}
          onOpenChange={(open) => onDialogChange(open ? 'use-template' : null)}
          onCreated={guard.allowNextNavigation}
        />
      )}
      <LetterheadDialog
        documentId={document.id}
        open={dialog === 'letterhead'}
        onOpenChange={(open) => onDialogChange(open ? 'letterhead' : null)}
      />
      <HeaderFooterDialog
        documentId={document.id}
        open={dialog === 'header-footer'}
        onOpenChange={(open) => onDialogChange(open ? 'header-footer' : null)}
      />
      {!document.is_template && (
        <ImportRedlineDialog
          documentId={document.id}
          open={dialog === 'import-redline'}
          onOpenChange={(open) => onDialogChange(open ? 'import-redline' : null)}
          onImported={onReload}
        />
      )}
      {!document.is_template && (
        <RequestInformationDialog
          documentId={document.id}
          open={dialog === 'request-information'}
          onOpenChange={(open) => onDialogChange(open ? 'request-information' : null)}
        />
      )}
      {document.is_template && (
        <GenerateForManyDialog
          templateId={document.id}
          templateName={document.name}
          open={dialog === 'generate-many'}
          onOpenChange={(open) => onDialogChange(open ? 'generate-many' : null)}
          onStarted={guard.allowNextNavigation}
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
