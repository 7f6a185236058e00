import { SIGNATURE_REASON_MAX_LENGTH } from '@lexdraft/core';
import { type FormEvent, useId, useState } from 'react';
import { FieldError } from '@/auth/field-error';
import { FormErrorAlert } from '@/components/form-error-alert';
import { PendingButton } from '@/components/pending-button';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import { errorMessage } from '@/lib/error-message';
import { declineDocument, isDeadLink } from './signing-api';

interface DeclineDialogProps {
  token: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The sender's name, told of the decline with its reason. */
  senderName: string;
  onDeclined: () => void;
  onDeadLink: (error: unknown) => void;
  /** Reports while the decline is on its way, so that the page sends nothing else meanwhile. */
  onPendingChange: (pending: boolean) => void;
}

/** Declining to sign, with the reason the sender is told. The reason typed survives a failed try. */
export function DeclineDialog({
  token,
  open,
  onOpenChange,
  senderName,
  onDeclined,
  onDeadLink,
  onPendingChange,
}: DeclineDialogProps) {
  const id = useId();
  const [reason, setReason] = useState('');
  const [missing, setMissing] = useState<string | undefined>();
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  const setBusy = (busy: boolean) => {
    setPending(busy);
    onPendingChange(busy);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (pending) return;
    const text = reason.trim();
    if (text === '') {
      setMissing('Say why you are declining.');
      return;
    }
    setMissing(undefined);
    setError(null);
    setBusy(true);
    try {
      await declineDocument(token, text);
      setBusy(false);
      onDeclined();
    } catch (caught) {
      setBusy(false);
      if (isDeadLink(caught)) return onDeadLink(caught);
      setError(errorMessage(caught, 'Your decline could not be recorded'));
    }
  };

  return (
    <Dialog open={open} onOpenChange={(next) => !pending && onOpenChange(next)}>
      <DialogContent showCloseButton={!pending}>
        <form noValidate onSubmit={submit} className="grid gap-4">
          <DialogHeader>
            <DialogTitle>Decline to sign?</DialogTitle>
            <DialogDescription>
              {senderName} will be told that you declined, with your reason. This link will then no longer
              work.
            </DialogDescription>
          </DialogHeader>
          <FormErrorAlert message={error} />
          <div className="grid gap-2">
            <Label htmlFor={`${id}-reason`}>Reason</Label>
            <Textarea
              id={`${id}-reason`}
              value={reason}
              onChange={(event) => {
                setReason(event.target.value);
                setMissing(undefined);
              }}
              maxLength={SIGNATURE_REASON_MAX_LENGTH}
              rows={4}
              placeholder="For example: the fee in clause 3 is not what we agreed."
              disabled={pending}
              aria-invalid={missing !== undefined}
              aria-describedby={missing !== undefined ? `${id}-reason-error` : undefined}
              className="min-h-24"
            />
            <FieldError id={`${id}-reason-error`} message={missing} />
          </div>
          <DialogFooter>
            <DialogClose asChild>
              <Button type="button" variant="outline" disabled={pending}>
                Keep reviewing
              </Button>
            </DialogClose>
            <PendingButton type="submit" variant="destructive" pending={pending} pendingLabel="Declining…">
              Decline to sign
            </PendingButton>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
