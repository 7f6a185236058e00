import { formatFieldDate } from '@lexdraft/core';
import { CheckIcon, SaveIcon, SendHorizontalIcon } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { FormErrorAlert } from '@/components/form-error-alert';
import { PendingButton } from '@/components/pending-button';
import { Card, CardContent, CardHeader } from '@/components/ui/card';
import { answerErrorMap, QuestionForm } from '@/interview/question-form';
import { errorMessage } from '@/lib/error-message';
import { useFocusOnMount } from '@/signing/step-card';
import {
  answerErrorsOf,
  isDeadIntakeLink,
  type PublicIntakeRecord,
  saveIntakeAnswers,
  submitIntakeAnswers,
} from './intake-api';

/** What Save and continue later says once the answers are stored. */
export const savedMessage = (expiresAt: string) =>
  `Your answers are saved. You can come back to this link until ${formatFieldDate(expiresAt)}.`;

type Pending = 'save' | 'submit' | null;

interface IntakeFormProps {
  token: string;
  intake: PublicIntakeRecord;
  onSubmitted: () => void;
  /** The link stopped working while the page was open (expired, cancelled): the page says so. */
  onDeadLink: (status: number, detail: string) => void;
}

/**
 * The firm's message and the chosen questions (the shared QuestionForm, with their conditions and
 * validation), saved for later or submitted. The answers start from those saved before.
 */
export function IntakeForm({ token, intake, onSubmitted, onDeadLink }: IntakeFormProps) {
  const [answers, setAnswers] = useState<Record<string, string>>(intake.answers);
  const [lists, setLists] = useState<Record<string, Record<string, string>[]>>(intake.lists);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [pending, setPending] = useState<Pending>(null);
  const [saved, setSaved] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const heading = useFocusOnMount<HTMLHeadingElement>();
  // A refused Submit puts focus on the first question with a problem, once its message is shown.
  const form = useRef<HTMLFormElement>(null);
  const [refusals, setRefusals] = useState(0);
  useEffect(() => {
    if (refusals > 0) form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [refusals]);

  const edited = () => {
    setSaved(false);
    setFailure(null);
  };
  const answer = (id: string, value: string) => {
    edited();
    setAnswers((current) => ({ ...current, [id]: value }));
    // A message goes once its question is answered again; the next Submit checks anew.
    setErrors(({ [id]: _gone, ...rest }) => rest);
  };
  const changeList = (id: string, rows: Record<string, string>[]) => {
    edited();
    setLists((current) => ({ ...current, [id]: rows }));
    setErrors(({ [id]: _gone, ...rest }) => rest);
  };

  // Every answer is sent, blanks too: the server merges what is sent over what was saved, so a
  // cleared answer must be sent cleared. Answers to questions no longer shown are dropped there.
  const run = async (kind: 'save' | 'submit') => {
    if (pending) return;
    setFailure(null);
    if (kind === 'submit') {
      const local = answerErrorMap(intake.questions, answers, lists);
      setErrors(local);
      if (Object.keys(local).length > 0) {
        setRefusals((count) => count + 1);
        return;
      }
    }
    setPending(kind);
    try {
      if (kind === 'save') {
        await saveIntakeAnswers(token, { answers, lists });
        setSaved(true);
      } else {
        await submitIntakeAnswers(token, { answers, lists });
        onSubmitted();
      }
    } catch (error) {
      if (isDeadIntakeLink(error)) return onDeadLink(error.status, error.message);
      const refused = answerErrorsOf(error);
      if (refused && Object.keys(refused).length > 0) {
        setErrors(refused);
        setRefusals((count) => count + 1);
      }
      setFailure(errorMessage(error, 'Your answers could not be sent'));
    } finally {
      setPending(null);
    }
  };

  return (
    <Card className="w-full gap-5 shadow-md">
      <CardHeader>
        <h1
          ref={heading}
          tabIndex={-1}
          className="font-semibold text-foreground text-xl tracking-tight outline-none"
        >
          Questions from {intake.firm_name}
        </h1>
        <div className="grid gap-2 text-muted-foreground text-sm leading-relaxed">
          <p>Hello {intake.client_name},</p>
          {intake.message.trim() !== '' && (
            <blockquote className="whitespace-pre-line border-l-2 pl-3 text-foreground">
              {intake.message}
            </blockquote>
          )}
          <p>
            Questions marked <span className="text-destructive">*</span> are required.
          </p>
        </div>
      </CardHeader>
      <CardContent>
        <form
          ref={form}
          noValidate
          aria-label="Your answers"
          className="grid gap-6"
          onSubmit={(event) => {
            event.preventDefault();
            void run('submit');
          }}
        >
          <QuestionForm
            questions={intake.questions}
            answers={answers}
            lists={lists}
            onAnswer={answer}
            onListChange={changeList}
            errors={errors}
            disabled={pending !== null}
          />
          <FormErrorAlert message={failure} />
          {saved && (
            <p
              role="status"
              className="flex items-start gap-2 rounded-lg bg-success/10 px-3 py-2 text-sm text-success"
            >
              <CheckIcon aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
              {savedMessage(intake.expires_at)}
            </p>
          )}
          <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <PendingButton
              type="button"
              variant="outline"
              size="lg"
              pending={pending === 'save'}
              pendingLabel="Saving..."
              disabled={pending !== null}
              onClick={() => void run('save')}
            >
              <SaveIcon aria-hidden="true" />
              Save and continue later
            </PendingButton>
            <PendingButton
              type="submit"
              size="lg"
              pending={pending === 'submit'}
              pendingLabel="Submitting..."
              disabled={pending !== null}
            >
              <SendHorizontalIcon aria-hidden="true" />
              Submit
            </PendingButton>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
