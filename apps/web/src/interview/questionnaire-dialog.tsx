import type { InterviewQuestion } from '@lexdraft/core';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import type { FilterOption } from '@/api/documents';
import { FormErrorAlert } from '@/components/form-error-alert';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Skeleton } from '@/components/ui/skeleton';
import { editorPath } from '@/documents/list/editor-path';
import { QuestionnaireStepper } from './questionnaire-stepper';
import { useEntityValues } from './use-entity-values';
import { useTemplateInterview } from './use-interview';
import { useQuestionnaire } from './use-questionnaire';

interface QuestionnaireDialogProps {
  templateId: string;
  templateName: string;
  open: boolean;
  /** Closing the dialog (Cancel, Escape, the close button) or leaving for the new document. */
  onClose: () => void;
  entities: FilterOption[] | null;
  /** The entity to link, shared with the quick path: '' for none. */
  entityId: string;
  onEntityChange: (id: string) => void;
  /** Called before leaving for the new document, so the screen lets that navigation through. */
  onCreated?: () => void;
}

/** What the loader and the body take: the dialog's props, and a report of a request running. */
type InnerProps = Omit<QuestionnaireDialogProps, 'open'> & { onBusyChange: (busy: boolean) => void };
type BodyProps = InnerProps & { questions: InterviewQuestion[] };

/** The loaded questionnaire; mounted while the dialog is open, so each opening starts afresh. */
function QuestionnaireBody({
  questions,
  templateId,
  templateName,
  onClose,
  onCreated,
  onBusyChange,
  ...entity
}: BodyProps) {
  const navigate = useNavigate();
  const entityValues = useEntityValues(entity.entityId, entity.entities);
  const questionnaire = useQuestionnaire({
    templateId,
    questions,
    initialName: templateName,
    entityId: entity.entityId,
    entityValues,
    onCreated: (id) => {
      onCreated?.();
      onClose();
      void navigate(editorPath(id));
    },
  });
  useEffect(() => onBusyChange(questionnaire.pending), [onBusyChange, questionnaire.pending]);
  return (
    <QuestionnaireStepper
      questionnaire={questionnaire}
      empty={questions.length === 0}
      onCancel={onClose}
      {...entity}
    />
  );
}

/** The interview's load: a skeleton, the failure with a retry, or the questionnaire. */
function QuestionnaireLoader(props: InnerProps) {
  const { load, retry } = useTemplateInterview(props.templateId);
  if (load.status === 'loading') {
    return (
      <div className="grid gap-4" aria-busy="true">
        <span className="sr-only">Loading the questionnaire…</span>
        <Skeleton className="h-2 w-full" />
        <Skeleton className="h-5 w-1/3" />
        <Skeleton className="h-9 w-full" />
        <Skeleton className="h-9 w-full" />
      </div>
    );
  }
  if (load.status === 'error') {
    return (
      <div className="grid gap-4">
        <FormErrorAlert message={load.message} />
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button type="button" variant="outline" onClick={props.onClose}>
            Cancel
          </Button>
          <Button type="button" onClick={retry}>
            Try again
          </Button>
        </div>
      </div>
    );
  }
  return <QuestionnaireBody {...props} questions={load.questions} />;
}

/**
 * Use Template's "Fill in a questionnaire": the template's questions step by step; Create document
 * makes the document with the answers as its values (POST /docs/templates/{id}/interview).
 */
export function QuestionnaireDialog({ open, ...props }: QuestionnaireDialogProps) {
  // The request cannot be taken back, so the dialog stays until it has answered.
  const [busy, setBusy] = useState(false);
  return (
    <Dialog open={open} onOpenChange={(next) => !next && !busy && props.onClose()}>
      <DialogContent className="max-h-[calc(100dvh-1rem)] overflow-y-auto sm:max-h-[calc(100dvh-4rem)] sm:max-w-2xl">
        <DialogHeader>
          <DialogTitle>Fill in a questionnaire</DialogTitle>
          <DialogDescription>
            {`Answer the questions of "${props.templateName}"; the answers become the new document's values.`}
          </DialogDescription>
        </DialogHeader>
        <QuestionnaireLoader {...props} onBusyChange={setBusy} />
      </DialogContent>
    </Dialog>
  );
}
