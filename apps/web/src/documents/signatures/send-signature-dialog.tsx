import {
  SIGNATURE_ACCESS_CODE_DIGITS,
  SIGNATURE_MAX_EXPIRY_DAYS,
  SIGNATURE_MESSAGE_MAX_LENGTH,
} from '@lexdraft/core';
import { SendIcon } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { unresolvedFieldsOf } from '@/api/export';
import { SEND_FAILED } from '@/api/signatures';
import { ExpiryDaysField } from '@/components/expiry-days-field';
import { PendingButton } from '@/components/pending-button';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { Label } from '@/components/ui/label';
import { Switch } from '@/components/ui/switch';
import { Textarea } from '@/components/ui/textarea';
import { errorMessage } from '@/lib/error-message';
import { toast } from '@/lib/toast';
import { RecipientsEditor } from './recipients-editor';
import { checkSendDraft, hasProblems, initialSendDraft, type SendDraft, sendBody } from './send-draft';
import { useSignatureStore } from './signature-store';
import { UnresolvedGate, useUnresolvedFields } from './unresolved-gate';

interface SendSignatureDialogProps {
  documentId: string;
  documentName: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Saves what is typed (the saved version is what is sent); false when that failed. */
  saveFirst: () => Promise<boolean>;
  /** Closes this dialog for Manage Field Values; what was typed here stays for the next opening. */
  onFillValues: () => void;
  /** After a successful send: the screen shows the request. */
  onSent: () => void;
}

type Touched = Set<string>;

/**
 * Send for Signature: recipients (added, removed and ordered), a message, the expiry and the
 * sequential and access-code switches. It stays mounted once opened, so what was typed survives a
 * failure, a close, or a trip to Manage Field Values; a successful send starts it afresh.
 */
export function SendSignatureDialog({
  documentId,
  documentName,
  open,
  onOpenChange,
  saveFirst,
  onFillValues,
  onSent,
}: SendSignatureDialogProps) {
  const send = useSignatureStore((state) => state.send);
  const [draft, setDraft] = useState<SendDraft>(initialSendDraft);
  const [touched, setTouched] = useState<Touched>(() => new Set());
  const [submitted, setSubmitted] = useState(false);
  const [sending, setSending] = useState(false);
  const [serverUnresolved, setServerUnresolved] = useState<string[]>([]);
  const unresolved = useUnresolvedFields(serverUnresolved);
  const ids = { message: useId(), expiry: useId(), sequential: useId(), accessCode: useId() };
  // A refused Send puts focus on the first field with a problem, once its message is on screen.
  const form = useRef<HTMLFormElement>(null);
  const [refusals, setRefusals] = useState(0);
  useEffect(() => {
    if (refusals > 0) form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [refusals]);

  const problems = checkSendDraft(draft);
  const shown = (key: string, field: 'name' | 'email') =>
    submitted || touched.has(`${key}:${field}`) ? problems.recipients.get(key)?.[field] : undefined;
  const shownRecipientProblems = new Map(
    draft.recipients.map((recipient) => [
      recipient.key,
      { name: shown(recipient.key, 'name'), email: shown(recipient.key, 'email') },
    ]),
  );
  const change = (part: Partial<SendDraft>) => setDraft((current) => ({ ...current, ...part }));
  const blocked = unresolved.length > 0;

  const submit = async () => {
    setSubmitted(true);
    if (hasProblems(problems) || blocked || sending) {
      setRefusals((count) => count + 1);
      return;
    }
    setSending(true);
    try {
      if (!(await saveFirst())) return;
      const request = await send(documentId, sendBody(draft));
      const signers = request.recipients.filter((recipient) => recipient.role === 'signer').length;
      toast.success('Sent for signature', {
        description: `${documentName} was sent to ${signers === 1 ? 'one signer' : `${signers} signers`}.`,
      });
      setDraft(initialSendDraft());
      setTouched(new Set());
      setSubmitted(false);
      setServerUnresolved([]);
      onOpenChange(false);
      onSent();
    } catch (error) {
      const fields = unresolvedFieldsOf(error);
      if (fields) {
        setServerUnresolved(fields);
        return;
      }
      // Spec section 8: the title, with the server's own reason under it.
      const detail = errorMessage(error, SEND_FAILED);
      toast.error(SEND_FAILED, detail === SEND_FAILED ? undefined : { description: detail });
    } finally {
      setSending(false);
    }
  };

  return (
    <Dialog open={open} onOpenChange={(next) => !sending && onOpenChange(next)}>
      <DialogContent className="max-h-[calc(100dvh-2rem)] overflow-y-auto sm:max-w-3xl lg:max-w-4xl">
        <DialogHeader>
          <DialogTitle>Send for Signature</DialogTitle>
          <DialogDescription>
            Each signer gets an email link to review and sign{' '}
            <span className="font-medium">{documentName}</span> online. They sign the version saved now; the
            document stays locked until the request ends.
          </DialogDescription>
        </DialogHeader>
        <form
          ref={form}
          noValidate
          className="grid gap-6"
          onSubmit={(event) => {
            event.preventDefault();
            void submit();
          }}
        >
          {blocked && (
            <UnresolvedGate
              fields={unresolved}
              onFillValues={() => {
                onOpenChange(false);
                onFillValues();
              }}
            />
          )}
          <fieldset className="grid min-w-0 gap-3">
            <legend className="mb-3 font-medium text-sm">Recipients</legend>
            <RecipientsEditor
              recipients={draft.recipients}
              onChange={(recipients) => change({ recipients })}
              problems={shownRecipientProblems}
              onTouch={(key, field) => setTouched((current) => new Set(current).add(`${key}:${field}`))}
              sequential={draft.sequential}
              disabled={sending}
            />
            {submitted && problems.list && (
              <p role="alert" className="text-destructive text-sm">
                {problems.list}
              </p>
            )}
          </fieldset>

          <div className="grid gap-2">
            <div className="flex items-baseline justify-between gap-3">
              <Label htmlFor={ids.message}>
                Message <span className="font-normal text-muted-foreground">(optional)</span>
              </Label>
              <span className="text-muted-foreground text-xs tabular-nums">
                {draft.message.trim().length.toLocaleString('en-US')} /{' '}
                {SIGNATURE_MESSAGE_MAX_LENGTH.toLocaleString('en-US')}
              </span>
            </div>
            <Textarea
              id={ids.message}
              value={draft.message}
              rows={3}
              className="max-h-48"
              placeholder="Please review and sign at your earliest convenience."
              disabled={sending}
              aria-invalid={problems.message !== null}
              aria-describedby={problems.message ? `${ids.message}-error` : undefined}
              onChange={(event) => change({ message: event.target.value })}
            />
            {problems.message && (
              <p id={`${ids.message}-error`} className="text-destructive text-sm">
                {problems.message}
              </p>
            )}
          </div>

          <div className="grid gap-5 rounded-lg border p-4 sm:grid-cols-[11rem_minmax(0,1fr)] sm:gap-x-6">
            <ExpiryDaysField
              id={ids.expiry}
              className="grid content-start gap-2"
              value={draft.expiresInDays}
              max={SIGNATURE_MAX_EXPIRY_DAYS}
              error={submitted || touched.has('expiry') ? problems.expiresInDays : null}
              disabled={sending}
              onChange={(expiresInDays) => change({ expiresInDays })}
              onBlur={() => setTouched((current) => new Set(current).add('expiry'))}
            />
            <div className="grid content-start gap-4">
              <OptionSwitch
                id={ids.sequential}
                label="Sign in order"
                description="Each signer is emailed only after the one before has signed, in the order listed."
                checked={draft.sequential}
                onChange={(sequential) => change({ sequential })}
                disabled={sending}
              />
              <OptionSwitch
                id={ids.accessCode}
                label="Require an access code"
                description={`Each signer must enter a ${SIGNATURE_ACCESS_CODE_DIGITS}-digit code, emailed to them separately, before they can open the document.`}
                checked={draft.accessCode}
                onChange={(accessCode) => change({ accessCode })}
                disabled={sending}
              />
            </div>
          </div>

          <DialogFooter className="items-center">
            <Button type="button" variant="outline" disabled={sending} onClick={() => onOpenChange(false)}>
              Cancel
            </Button>
            <PendingButton type="submit" pending={sending} pendingLabel="Sending..." disabled={blocked}>
              <SendIcon aria-hidden="true" />
              Send for signature
            </PendingButton>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}

function OptionSwitch(props: {
  id: string;
  label: string;
  description: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  disabled: boolean;
}) {
  return (
    <div className="flex items-start justify-between gap-4">
      <div className="grid gap-1">
        <Label htmlFor={props.id}>{props.label}</Label>
        <p id={`${props.id}-description`} className="text-muted-foreground text-xs leading-relaxed">
          {props.description}
        </p>
      </div>
      <Switch
        id={props.id}
        checked={props.checked}
        onCheckedChange={props.onChange}
        disabled={props.disabled}
        aria-describedby={`${props.id}-description`}
        className="mt-0.5 shrink-0"
      />
    </div>
  );
}
