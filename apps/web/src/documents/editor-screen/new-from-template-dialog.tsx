import { useEffect, useState } from 'react';
import { type FilterOption, getFilterOptions } from '@/api/documents';
import { useDocumentStore } from '@/documents/document-store';
import { toast } from '@/lib/toast';
import { NameDocumentDialog } from '../name-document-dialog';
import { EntityPicker } from './entity-picker';

interface UseTemplateDialogProps {
  templateId: string;
  templateName: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Called before leaving for the new document, so the screen lets that navigation through. */
  onCreated?: () => void;
}

/** The firm's entities, as Edit Relationships lists them; null while they load. */
function useEntityOptions(): FilterOption[] | null {
  const [options, setOptions] = useState<FilterOption[] | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    getFilterOptions({}, { signal: controller.signal }).then(
      (answer) => setOptions(answer.entities),
      () => {
        if (controller.signal.aborted) return;
        toast.error('Failed to load available options');
        setOptions([]);
      },
    );
    return () => controller.abort();
  }, []);
  return options;
}

/**
 * Use Template: names the new document and, optionally, the entity it is for. With an entity the
 * server fills every field it can from that entity, its owners and contacts (generate); without
 * one the document is a plain copy (create-from-template). Either way it opens in the editor.
 */
export function UseTemplateDialog({
  templateId,
  templateName,
  open,
  onOpenChange,
  onCreated,
}: UseTemplateDialogProps) {
  const createFromTemplate = useDocumentStore((state) => state.createFromTemplate);
  const generateDocument = useDocumentStore((state) => state.generateDocument);
  const entities = useEntityOptions();
  const [entityId, setEntityId] = useState('');

  return (
    <NameDocumentDialog
      open={open}
      onOpenChange={(next) => {
        if (!next) setEntityId('');
        onOpenChange(next);
      }}
      title="Use template"
      description={`A new document is created from "${templateName}" and opened for editing.`}
      initialName={templateName}
      create={(name) =>
        entityId === '' ? createFromTemplate(templateId, name) : generateDocument(templateId, entityId, name)
      }
      successMessage="New document created from template!"
      onCreated={onCreated}
      className="sm:max-w-lg"
      extraFields={(pending) => (
        <EntityPicker options={entities} value={entityId} onChange={setEntityId} disabled={pending} />
      )}
    />
  );
}
