import { ScrollTextIcon } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { FieldError } from '@/auth/field-error';
import { FormErrorAlert } from '@/components/form-error-alert';
import { PendingButton } from '@/components/pending-button';
import { Button } from '@/components/ui/button';
import { errorMessage } from '@/lib/error-message';
import { giveConsent, isDeadLink, type SigningSession } from './signing-api';
import { StepCard } from './step-card';

export const CONSENT_LABEL = 'I agree to use electronic records and signatures';

interface ConsentStepProps {
  token: string;
  session: SigningSession;
  onConsented: (session: SigningSession) => void;
  onDecline: () => void;
  onDeadLink: (error: unknown) => void;
  /** True while a decline is being sent from the dialog: nothing else may be sent meanwhile. */
  busy: boolean;
}

/** Step (b): the electronic-records disclosure, agreed to by an explicit tick, or declined. */
export function ConsentStep({ token, session, onConsented, onDecline, onDeadLink, busy }: ConsentStepProps) {
  const id = useId();
  const checkbox = useRef<HTMLInputElement>(null);
  const [agreed, setAgreed] = useState(false);
  const [unticked, setUnticked] = useState<string | undefined>();
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  const submit = async () => {
    if (pending) return;
    if (!agreed) {
      setUnticked('Tick the box to agree, or decline to sign.');
      checkbox.current?.focus();
      return;
    }
    setError(null);
    setPending(true);
    try {
      onConsented(await giveConsent(token));
    } catch (caught) {
      if (isDeadLink(caught)) return onDeadLink(caught);
      setError(errorMessage(caught, 'Your consent could not be recorded'));
      setPending(false);
    }
  };

  return (
    <StepCard
      icon={
        <span className="mb-1 flex size-10 items-center justify-center rounded-full bg-primary/8 text-primary">
          <ScrollTextIcon aria-hidden="true" className="size-5" />
        </span>
      }
      title="Agree to sign electronically"
      description={
        <>
          {session.sender_name} of {session.firm_name} has sent you{' '}
          <span className="font-medium text-foreground">{session.document_name}</span> to sign. Before you see
          it, please read this disclosure.
        </>
      }
    >
      <FormErrorAlert message={error} />
      {/* Shown whole, never in a scrolling box: it is short, and every word of it is agreed to. */}
      <section
        aria-labelledby={`${id}-disclosure`}
        className="rounded-lg border bg-muted/40 px-4 py-3 text-foreground/90 text-sm leading-relaxed"
      >
        <h2 id={`${id}-disclosure`} className="mb-2 font-semibold text-foreground text-sm">
          Electronic records and signatures disclosure
        </h2>
        <div className="grid gap-2.5">
          {session.consent.disclosure.split(/\n\s*\n/).map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </div>
      </section>
      <div className="grid gap-2">
        <label
          htmlFor={`${id}-agree`}
          className="flex cursor-pointer items-start gap-3 rounded-lg border bg-card px-4 py-3 has-checked:border-primary/40 has-checked:bg-primary/4"
        >
          <input
            ref={checkbox}
            id={`${id}-agree`}
            type="checkbox"
            checked={agreed}
            onChange={(event) => {
              setAgreed(event.target.checked);
              if (event.target.checked) setUnticked(undefined);
            }}
            aria-invalid={unticked !== undefined}
            aria-describedby={unticked !== undefined ? `${id}-agree-error` : undefined}
            className="mt-0.5 size-4 shrink-0 cursor-pointer accent-primary"
          />
          <span className="font-medium text-foreground text-sm leading-snug">{CONSENT_LABEL}</span>
        </label>
        <FieldError id={`${id}-agree-error`} message={unticked} />
      </div>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:items-center sm:justify-between">
        <Button type="button" variant="ghost" onClick={onDecline} disabled={pending || busy}>
          Decline to sign
        </Button>
        <PendingButton
          type="button"
          size="lg"
          pending={pending}
          pendingLabel="Recording…"
          disabled={busy}
          onClick={() => void submit()}
        >
          Continue
        </PendingButton>
      </div>
    </StepCard>
  );
}
