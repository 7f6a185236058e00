import { useState } from 'react';
import { useNavigate } from 'react-router';
import type { DocumentRecord } from '@/api/documents';
import { useDocumentStore } from '@/documents/document-store';
import { errorMessage } from '@/lib/error-message';
import { toast } from '@/lib/toast';
import type { DocumentSave } from './use-document-save';
import type { LeaveGuard } from './use-leave-guard';

interface DocumentActionsOptions {
  document: DocumentRecord;
  saver: DocumentSave;
  guard: LeaveGuard;
  onRefresh: () => Promise<void>;
}

export interface DocumentActions {
  /** Renames; rejects (after saying so) when the server refuses, so the title shows the old name. */
  rename: (name: string) => Promise<void>;
  /** Saves pending changes, converts, then reads the document again (spec section 4). */
  convertToTemplate: () => Promise<void>;
  converting: boolean;
  /** Deletes and leaves for the list; says so when it fails. */
  deleteDocument: () => Promise<void>;
}

/** The title bar's document-level actions: rename, convert to template and delete. */
export function useDocumentActions({
  document,
  saver,
  guard,
  onRefresh,
}: DocumentActionsOptions): DocumentActions {
  const updateDocument = useDocumentStore((state) => state.updateDocument);
  const convert = useDocumentStore((state) => state.convertToTemplate);
  const remove = useDocumentStore((state) => state.deleteDocument);
  const navigate = useNavigate();
  const [converting, setConverting] = useState(false);

  const rename = async (name: string) => {
    try {
      await updateDocument(document.id, { name });
    } catch (error) {
      toast.error('Failed to update document title');
      throw error;
    }
  };

  const convertToTemplate = async () => {
    setConverting(true);
    try {
      // A template's content cannot change afterwards, so what is typed must be in first.
      if (saver.dirty && !(await saver.save())) return;
      try {
        await convert(document.id);
      } catch (error) {
        toast.error('Conversion failed', { description: errorMessage(error, 'Failed to update document') });
        return;
      }
      await onRefresh();
      toast.success('Document converted to template successfully!');
    } finally {
      setConverting(false);
    }
  };

  const deleteDocument = async () => {
    try {
      await remove(document.id);
    } catch (error) {
      toast.error('Delete failed', { description: errorMessage(error, 'Failed to delete document') });
      return;
    }
    // The document is gone: there is nothing left to save, so leaving must not ask.
    guard.allowNextNavigation();
    navigate('/documents');
    toast.success('Document deleted');
  };

  return { rename, convertToTemplate, converting, deleteDocument };
}
