import { lazyDialog } from '@/lib/lazy-component';
import type { DocumentExport } from './use-document-export';

// Neither is on screen at first paint; Print preview brings the PDF renderer with it.
const UnresolvedFieldsDialog = lazyDialog(
  async () => (await import('./unresolved-fields-dialog')).UnresolvedFieldsDialog,
  ({ held }) => held !== null,
);
const PrintPreviewDialog = lazyDialog(
  async () => (await import('./print-preview-dialog')).PrintPreviewDialog,
  ({ exporter }) => exporter.previewOpen,
);

interface ExportDialogsProps {
  exporter: DocumentExport;
  /** The document's name, shown above its pages. */
  name: string;
  /** Opens Manage Field Values. */
  onFillValues: () => void;
}

/** The dialogs of Export PDF, Export Word and Print preview. */
export function ExportDialogs({ exporter, name, onFillValues }: ExportDialogsProps) {
  return (
    <>
      <UnresolvedFieldsDialog
        held={exporter.held}
        onCancel={exporter.dismissHeld}
        onFillValues={() => {
          exporter.dismissHeld();
          // The values are about to change: pages shown before would be out of date.
          exporter.setPreviewOpen(false);
          onFillValues();
        }}
        onExportAnyway={(format) => {
          exporter.dismissHeld();
          void exporter.exportFile(format, { allowUnresolved: true });
        }}
      />
      <PrintPreviewDialog exporter={exporter} name={name} />
    </>
  );
}
