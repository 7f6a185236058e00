import { ListChecksIcon } from 'lucide-react';
import { useEffect, useState } from 'react';
import { type FilterOption, getFilterOptions } from '@/api/documents';
import { Button } from '@/components/ui/button';
import { useDocumentStore } from '@/documents/document-store';
import { QuestionnaireDialog } from '@/interview/questionnaire-dialog';
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
 * "Fill in a questionnaire" swaps it for the template's questionnaire (issue 32), keeping the entity.
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
  const [questionnaire, setQuestionnaire] = useState(false);

  const close = () => {
    setEntityId('');
    setQuestionnaire(false);
    onOpenChange(false);
  };

  return (
    <>
      <NameDocumentDialog
        open={open && !questionnaire}
        onOpenChange={(next) => {
          if (!next) close();
          else onOpenChange(next);
        }}
        title="Use template"
        description={`A new document is created from "${templateName}" and opened for editing.`}
        initialName={templateName}
        create={(name) =>
          entityId === ''
            ? createFromTemplate(templateId, name)
            : generateDocument(templateId, entityId, name)
        }
        successMessage="New document created from template!"
        onCreated={onCreated}
        className="sm:max-w-lg"
        extraFields={(pending) => (
          <>
            <EntityPicker options={entities} value={entityId} onChange={setEntityId} disabled={pending} />
            <div className="flex flex-wrap items-center gap-x-3 gap-y-1 rounded-md border border-dashed px-3 py-2.5 text-muted-foreground text-sm">
              <span>Rather answer questions?</span>
              <Button
                type="button"
                variant="link"
                className="h-auto"
                onClick={() => setQuestionnaire(true)}
                disabled={pending}
              >
                <ListChecksIcon aria-hidden="true" />
                Fill in a questionnaire
              </Button>
            </div>
          </>
        )}
      />
      <QuestionnaireDialog
        templateId={templateId}
        templateName={templateName}
        open={open && questionnaire}
        onClose={close}
        entities={entities}
        entityId={entityId}
        onEntityChange={setEntityId}
        onCreated={onCreated}
      />
    </>
  );
}
