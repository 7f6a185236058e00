import { DOCUMENT_NAME_MAX_LENGTH } from '@lexdraft/core';
import { useEffect, useId, useRef } from 'react';
import type { FilterOption } from '@/api/documents';
import { FieldError } from '@/auth/field-error';
import { PendingButton } from '@/components/pending-button';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { EntityPicker } from '@/documents/editor-screen/entity-picker';
import { QuestionForm } from './question-form';
import type { Questionnaire } from './use-questionnaire';

interface QuestionnaireStepperProps {
  questionnaire: Questionnaire;
  /** The firm's entities; null while they load. */
  entities: FilterOption[] | null;
  entityId: string;
  onEntityChange: (id: string) => void;
  /** True when the template asks nothing: the first step is then also the last. */
  empty: boolean;
  onCancel: () => void;
}

/** "Step 2 of 3" over a bar that fills as the steps go by. */
function StepProgress({ current, total, title }: { current: number; total: number; title: string }) {
  const id = useId();
  const label = `Step ${current + 1} of ${total}`;
  return (
    <div className="grid gap-1.5">
      <div className="flex items-baseline justify-between gap-3 text-sm">
        <span id={id} className="font-medium">
          {label}
        </span>
        <span className="truncate text-muted-foreground">{title}</span>
      </div>
      <div
        role="progressbar"
        aria-labelledby={id}
        aria-valuemin={1}
        aria-valuemax={total}
        aria-valuenow={current + 1}
        aria-valuetext={label}
        className="h-1.5 overflow-hidden rounded-full bg-muted"
      >
        <div
          className="h-full rounded-full bg-primary transition-[width] motion-reduce:transition-none"
          style={{ width: `${((current + 1) / total) * 100}%` }}
        />
      </div>
    </div>
  );
}

/**
 * The questionnaire by steps: first the document's name and the entity to link (whose record fields
 * are then not asked), then one step per group of questions. Next checks the step's questions;
 * the last step's Create document checks them all.
 */
export function QuestionnaireStepper({
  questionnaire: q,
  entities,
  entityId,
  onEntityChange,
  empty,
  onCancel,
}: QuestionnaireStepperProps) {
  const nameId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const last = q.current === q.total - 1;

  // A new step is announced by moving focus to its title, as a page change would be.
  const shownStep = useRef(q.current);
  useEffect(() => {
    if (shownStep.current === q.current) return;
    shownStep.current = q.current;
    heading.current?.focus();
  }, [q.current]);

  return (
    <form
      noValidate
      className="grid min-w-0 gap-5"
      onSubmit={(event) => {
        event.preventDefault();
        if (last) void q.create();
        else q.next();
      }}
    >
      <StepProgress current={q.current} total={q.total} title={q.stepTitle} />
      <h3 ref={heading} tabIndex={-1} className="font-semibold text-base outline-none">
        {q.stepTitle}
      </h3>
      {q.current === 0 ? (
        <div className="grid gap-5">
          {empty && (
            <p className="rounded-md border border-dashed p-4 text-muted-foreground text-sm">
              This template has no fields to ask about.
            </p>
          )}
          <div className="grid gap-2">
            <Label htmlFor={nameId}>Document name</Label>
            <Input
              id={nameId}
              autoComplete="off"
              maxLength={DOCUMENT_NAME_MAX_LENGTH}
              value={q.name}
              onChange={(event) => q.setName(event.target.value)}
              disabled={q.pending}
              aria-invalid={q.nameProblem !== undefined || undefined}
              aria-describedby={q.nameProblem ? `${nameId}-error` : undefined}
            />
            <FieldError id={`${nameId}-error`} message={q.nameProblem} />
          </div>
          <EntityPicker options={entities} value={entityId} onChange={onEntityChange} disabled={q.pending} />
        </div>
      ) : (
        <QuestionForm
          questions={q.stepQuestions}
          answers={q.answers}
          lists={q.lists}
          onAnswer={q.setAnswer}
          onListChange={q.setList}
          errors={q.errors}
          disabled={q.pending}
          entityChosen={q.entityChosen}
        />
      )}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-between">
        {q.current === 0 ? (
          <Button type="button" variant="outline" onClick={onCancel} disabled={q.pending}>
            Cancel
          </Button>
        ) : (
          <Button type="button" variant="outline" onClick={q.back} disabled={q.pending}>
            Back
          </Button>
        )}
        {last ? (
          <PendingButton type="submit" pending={q.pending} pendingLabel="Creating…">
            Create document
          </PendingButton>
        ) : (
          <Button type="submit">Next</Button>
        )}
      </div>
    </form>
  );
}
