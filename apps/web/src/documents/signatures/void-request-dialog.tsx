import { SIGNATURE_REASON_MAX_LENGTH } from '@lexdraft/core';
import { useId, useState } from 'react';
import { PendingButton } from '@/components/pending-button';
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from '@/components/ui/alert-dialog';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import { errorMessage } from '@/lib/error-message';
import { toast } from '@/lib/toast';
import { useSignatureStore } from './signature-store';

const VOID_FAILED = 'Failed to void the signature request';

/** Why the sender voids: Void in the Signatures tab, or to edit the document again. */
export type VoidPurpose = 'void' | 'edit';

const WORDING: Record<VoidPurpose, { title: string; description: string; confirm: string; reason: string }> =
  {
    void: {
      title: 'Void this signature request?',
      description:
        'The signing links stop working at once and every recipient is emailed the reason. Signatures already given are kept in the audit trail but the document will not be completed.',
      confirm: 'Void request',
      reason: '',
    },
    edit: {
      title: 'Edit and void the request?',
      description:
        'The document is out for signature, so it is locked to the version sent. To change it, the request is voided first: the signing links stop working and every recipient is emailed the reason. You can send the new version afterwards.',
      confirm: 'Void and edit',
      reason: 'The document is being revised. A new version will be sent for signature.',
    },
  };

interface VoidRequestDialogProps {
  documentId: string;
  purpose: VoidPurpose;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** After the request is voided. */
  onVoided?: () => void;
}

/** Asks for the reason the recipients will read, then voids the open request. */
export function VoidRequestDialog({
  documentId,
  purpose,
  open,
  onOpenChange,
  onVoided,
}: VoidRequestDialogProps) {
  const voidRequest = useSignatureStore((state) => state.voidRequest);
  const wording = WORDING[purpose];
  const [reason, setReason] = useState(wording.reason);
  const [tried, setTried] = useState(false);
  const [pending, setPending] = useState(false);
  const reasonId = useId();
  const trimmed = reason.trim();
  const problem =
    trimmed === ''
      ? 'Give a reason: the recipients are told it'
      : trimmed.length > SIGNATURE_REASON_MAX_LENGTH
        ? `The reason must be at most ${SIGNATURE_REASON_MAX_LENGTH} characters`
        : null;

  const confirm = async () => {
    setTried(true);
    if (problem) return;
    setPending(true);
    try {
      await voidRequest(documentId, trimmed);
      toast.success('Signature request voided', { description: 'The recipients were emailed the reason.' });
      setReason(wording.reason);
      setTried(false);
      onOpenChange(false);
      onVoided?.();
    } catch (error) {
      const detail = errorMessage(error, VOID_FAILED);
      toast.error(VOID_FAILED, detail === VOID_FAILED ? undefined : { description: detail });
    } finally {
      setPending(false);
    }
  };

  return (
    <AlertDialog open={open} onOpenChange={(next) => !pending && onOpenChange(next)}>
      <AlertDialogContent className="sm:max-w-md">
        <AlertDialogHeader>
          <AlertDialogTitle>{wording.title}</AlertDialogTitle>
          <AlertDialogDescription>{wording.description}</AlertDialogDescription>
        </AlertDialogHeader>
        <div className="grid gap-2">
          <Label htmlFor={reasonId}>Reason for the recipients</Label>
          <Textarea
            id={reasonId}
            value={reason}
            rows={3}
            disabled={pending}
            aria-invalid={tried && problem !== null}
            aria-describedby={tried && problem ? `${reasonId}-error` : undefined}
            onChange={(event) => setReason(event.target.value)}
          />
          {tried && problem && (
            <p id={`${reasonId}-error`} className="text-destructive text-sm">
              {problem}
            </p>
          )}
        </div>
        <AlertDialogFooter>
          <AlertDialogCancel disabled={pending}>Cancel</AlertDialogCancel>
          <PendingButton
            variant="destructive"
            pending={pending}
            pendingLabel="Voiding..."
            onClick={() => void confirm()}
          >
            {wording.confirm}
          </PendingButton>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
