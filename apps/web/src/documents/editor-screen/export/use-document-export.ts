import { useRef, useState } from 'react';
import type { ExportFormat } from '@/api/export';
import type { DocumentSave } from '../use-document-save';

/** An export held back because merge fields have no value (the server's 422). */
export interface HeldExport {
  format: ExportFormat;
  /** The ids of the fields without values, in order of first appearance. */
  fields: string[];
}

export interface DocumentExport {
  documentId: string;
  /** The file being made, or null. */
  exporting: ExportFormat | null;
  /** Saves typed changes, then downloads the saved version; a call while one runs does nothing. */
  exportFile: (format: ExportFormat, options?: { allowUnresolved?: boolean }) => Promise<void>;
  held: HeldExport | null;
  dismissHeld: () => void;
  previewOpen: boolean;
  setPreviewOpen: (open: boolean) => void;
  /** Saves typed changes; false (after the save's own toast) when that failed. */
  saveFirst: () => Promise<boolean>;
}

/** Export PDF, Export Word and Print preview: each works on the saved version, saving first. */
export function useDocumentExport(documentId: string, saver: DocumentSave): DocumentExport {
  const [exporting, setExporting] = useState<ExportFormat | null>(null);
  const [held, setHeld] = useState<HeldExport | null>(null);
  const [previewOpen, setPreviewOpen] = useState(false);
  // State lags a render behind: a second click in the same moment must still find it busy.
  const busy = useRef(false);

  // What is typed must be in the file: the server prints its saved version.
  const saveFirst = async () => !saver.dirty || saver.save();

  const exportFile: DocumentExport['exportFile'] = async (format, { allowUnresolved = false } = {}) => {
    if (busy.current) return;
    busy.current = true;
    setExporting(format);
    try {
      if (!(await saveFirst())) return;
      const { runExport } = await import('./run-export');
      const fields = await runExport(documentId, format, allowUnresolved);
      if (fields) setHeld({ format, fields });
    } finally {
      busy.current = false;
      setExporting(null);
    }
  };

  return {
    documentId,
    exporting,
    exportFile,
    held,
    dismissHeld: () => setHeld(null),
    previewOpen,
    setPreviewOpen,
    saveFirst,
  };
}
