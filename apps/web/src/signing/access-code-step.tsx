import { SIGNATURE_ACCESS_CODE_DIGITS } from '@lexdraft/core';
import { KeyRoundIcon } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { FieldError } from '@/auth/field-error';
import { FormErrorAlert } from '@/components/form-error-alert';
import { PendingButton } from '@/components/pending-button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { errorMessage } from '@/lib/error-message';
import { isDeadLink, type SigningSession, verifyAccessCode } from './signing-api';
import { StepCard } from './step-card';

const CODE = new RegExp(`^\\d{${SIGNATURE_ACCESS_CODE_DIGITS}}$`);

interface AccessCodeStepProps {
  token: string;
  session: SigningSession;
  onVerified: (session: SigningSession) => void;
  onDeadLink: (error: unknown) => void;
}

/** Step (a): the code emailed to the signer, before anything of the document is shown. */
export function AccessCodeStep({ token, session, onVerified, onDeadLink }: AccessCodeStepProps) {
  const id = useId();
  const [code, setCode] = useState('');
  const [invalid, setInvalid] = useState<string | undefined>();
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (pending) return;
    if (!CODE.test(code)) {
      setInvalid(`Enter the ${SIGNATURE_ACCESS_CODE_DIGITS}-digit code from your email.`);
      return;
    }
    setInvalid(undefined);
    setError(null);
    setPending(true);
    try {
      onVerified(await verifyAccessCode(token, code));
    } catch (caught) {
      if (isDeadLink(caught)) return onDeadLink(caught);
      // The code stays as typed: the signer corrects a digit rather than starting over.
      setError(errorMessage(caught, 'The code could not be checked'));
      setPending(false);
    }
  };

  return (
    <StepCard
      icon={
        <span className="mb-1 flex size-10 items-center justify-center rounded-full bg-primary/8 text-primary">
          <KeyRoundIcon aria-hidden="true" className="size-5" />
        </span>
      }
      title="Enter your access code"
      description={
        <>
          To protect this document, {session.sender_name} asked for an access code. We emailed a{' '}
          <span className="whitespace-nowrap">{SIGNATURE_ACCESS_CODE_DIGITS}-digit</span> code to{' '}
          <span className="font-medium text-foreground">{session.recipient.email}</span> separately from your
          signing link.
        </>
      }
    >
      <form noValidate onSubmit={submit} className="grid gap-5">
        <FormErrorAlert message={error} />
        <div className="grid gap-2">
          <Label htmlFor={`${id}-code`}>Access code</Label>
          <Input
            id={`${id}-code`}
            name="code"
            value={code}
            onChange={(event) =>
              setCode(event.target.value.replace(/\D/g, '').slice(0, SIGNATURE_ACCESS_CODE_DIGITS))
            }
            inputMode="numeric"
            autoComplete="one-time-code"
            pattern="[0-9]*"
            maxLength={SIGNATURE_ACCESS_CODE_DIGITS}
            spellCheck={false}
            aria-invalid={invalid !== undefined || error !== null}
            aria-describedby={invalid !== undefined ? `${id}-code-error` : undefined}
            className="h-12 text-center font-mono text-2xl tabular-nums tracking-[0.4em]"
          />
          <FieldError id={`${id}-code-error`} message={invalid} />
        </div>
        <PendingButton type="submit" size="lg" pending={pending} pendingLabel="Checking…" className="w-full">
          Continue
        </PendingButton>
      </form>
    </StepCard>
  );
}
