import {
  INTAKE_EXPIRY_DAYS_DEFAULT,
  INTAKE_EXPIRY_DAYS_MAX,
  INTAKE_MESSAGE_MAX_LENGTH,
} from '@lexdraft/core';
import { MailIcon } from 'lucide-react';
import { useId, useState } from 'react';
import { createIntakeRequest, type DocumentInterviewQuestion } from '@/api/intake';
import { ExpiryDaysField } from '@/components/expiry-days-field';
import { FormErrorAlert } from '@/components/form-error-alert';
import { FormField } from '@/components/form-field';
import { PendingButton } from '@/components/pending-button';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { errorMessage } from '@/lib/error-message';
import { toast } from '@/lib/toast';
import { defaultQuestionIds, QuestionPicker } from './question-picker';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

interface Draft {
  name: string;
  email: string;
  message: string;
  expiresInDays: string;
}

const emptyDraft = (): Draft => ({
  name: '',
  email: '',
  message: '',
  expiresInDays: String(INTAKE_EXPIRY_DAYS_DEFAULT),
});

/** What is wrong with the form before it is sent, by field. */
function problemsOf(draft: Draft, chosen: ReadonlySet<string>) {
  const days = Number(draft.expiresInDays);
  return {
    fields: chosen.size === 0 ? 'Choose at least one question' : undefined,
    name: draft.name.trim() === '' ? "Client's name is required" : undefined,
    email:
      draft.email.trim() === ''
        ? "Client's email is required"
        : EMAIL.test(draft.email.trim())
          ? undefined
          : 'Enter a valid email address',
    message:
      draft.message.length > INTAKE_MESSAGE_MAX_LENGTH
        ? `The message must be at most ${INTAKE_MESSAGE_MAX_LENGTH.toLocaleString('en-US')} characters`
        : undefined,
    expiresInDays:
      Number.isInteger(days) && days >= 1 && days <= INTAKE_EXPIRY_DAYS_MAX
        ? undefined
        : `Enter 1 to ${INTAKE_EXPIRY_DAYS_MAX} days`,
  };
}

interface RequestFormProps {
  documentId: string;
  questions: readonly DocumentInterviewQuestion[];
  /** After a send: the earlier requests are listed anew. */
  onSent: () => void;
  onPendingChange: (pending: boolean) => void;
}

/** The questions to ask, who to ask, a message and an expiry; Send emails the client their link. */
export function RequestForm({ documentId, questions, onSent, onPendingChange }: RequestFormProps) {
  const ids = { name: useId(), email: useId(), message: useId(), expiry: useId() };
  const [chosen, setChosen] = useState<Set<string>>(() => defaultQuestionIds(questions));
  const [draft, setDraft] = useState<Draft>(emptyDraft);
  const [submitted, setSubmitted] = useState(false);
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const problems = problemsOf(draft, chosen);
  const shown = (problem: string | undefined) => (submitted ? problem : undefined);
  const change = (part: Partial<Draft>) => setDraft((current) => ({ ...current, ...part }));

  const send = async () => {
    setSubmitted(true);
    setFailure(null);
    if (Object.values(problems).some((problem) => problem !== undefined) || sending) return;
    setSending(true);
    onPendingChange(true);
    const email = draft.email.trim();
    try {
      // In interview order, whatever order they were ticked in.
      const fields = questions.filter((question) => chosen.has(question.id)).map((question) => question.id);
      await createIntakeRequest(documentId, {
        email,
        name: draft.name.trim(),
        fields,
        message: draft.message.trim(),
        expires_in_days: Number(draft.expiresInDays),
      });
      toast.success(`Request sent to ${email}`);
      setDraft(emptyDraft());
      setSubmitted(false);
      onSent();
    } catch (error) {
      setFailure(errorMessage(error, 'Failed to send the request'));
    } finally {
      setSending(false);
      onPendingChange(false);
    }
  };

  return (
    <form
      noValidate
      aria-label="Request information"
      className="grid gap-5"
      onSubmit={(event) => {
        event.preventDefault();
        void send();
      }}
    >
      <FormErrorAlert message={failure} />
      <QuestionPicker
        questions={questions}
        chosen={chosen}
        onChange={setChosen}
        disabled={sending}
        error={shown(problems.fields)}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField id={ids.name} label="Client's name" error={shown(problems.name)}>
          {(control) => (
            <Input
              {...control}
              autoComplete="off"
              value={draft.name}
              disabled={sending}
              onChange={(event) => change({ name: event.target.value })}
            />
          )}
        </FormField>
        <FormField id={ids.email} label="Client's email" error={shown(problems.email)}>
          {(control) => (
            <Input
              {...control}
              type="email"
              autoComplete="off"
              placeholder="name@example.com"
              value={draft.email}
              disabled={sending}
              onChange={(event) => change({ email: event.target.value })}
            />
          )}
        </FormField>
      </div>
      <FormField
        id={ids.message}
        label={
          <>
            Message <span className="font-normal text-muted-foreground">(optional)</span>
          </>
        }
        error={shown(problems.message)}
      >
        {(control) => (
          <Textarea
            {...control}
            rows={3}
            className="max-h-40"
            placeholder="Please answer a few questions so that we can prepare your document."
            value={draft.message}
            disabled={sending}
            onChange={(event) => change({ message: event.target.value })}
          />
        )}
      </FormField>
      <div className="flex flex-wrap items-end justify-between gap-4">
        <ExpiryDaysField
          id={ids.expiry}
          className="grid gap-2"
          value={draft.expiresInDays}
          max={INTAKE_EXPIRY_DAYS_MAX}
          error={shown(problems.expiresInDays)}
          disabled={sending}
          onChange={(expiresInDays) => change({ expiresInDays })}
        />
        <PendingButton type="submit" pending={sending} pendingLabel="Sending...">
          <MailIcon aria-hidden="true" />
          Send request
        </PendingButton>
      </div>
    </form>
  );
}
