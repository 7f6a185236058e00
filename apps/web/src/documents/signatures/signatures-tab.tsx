import { isOpenSignatureStatus } from '@lexdraft/core';
import {
  BanIcon,
  BellRingIcon,
  CircleAlertIcon,
  KeyRoundIcon,
  ListOrderedIcon,
  RotateCwIcon,
  SendIcon,
  SignatureIcon,
} from 'lucide-react';
import { useEffect, useState } from 'react';
import type { SignatureStatus } from '@/api/signatures';
import { PanelEmptyState } from '@/components/panel-empty-state';
import { PendingButton } from '@/components/pending-button';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { errorMessage } from '@/lib/error-message';
import { formatDateTime } from '@/lib/format-date';
import { lazyDialog } from '@/lib/lazy-component';
import { toast } from '@/lib/toast';
import { RecipientList } from './recipient-list';
import { RequestStatusBadge } from './signature-labels';
import { requestFor, useSignatureStore } from './signature-store';
import { SignatureTimeline } from './signature-timeline';
import { SignedPdfButton, SignedPdfWithheldNote, useSignedPdfDownload } from './signed-pdf';

const VoidRequestDialog = lazyDialog(
  async () => (await import('./void-request-dialog')).VoidRequestDialog,
  ({ open }) => open,
);

export interface SignaturesTabProps {
  documentId: string;
  documentName: string;
  /** The user may send, remind and void (docs:write). */
  canSend: boolean;
  /** Opens Send for Signature. */
  onSend: () => void;
}

/** Signatures: the document's latest request, each recipient's progress, the audit trail, and what can be done. */
export function SignaturesTab({ documentId, documentName, canSend, onSend }: SignaturesTabProps) {
  const request = useSignatureStore((state) => requestFor(state, documentId));
  const error = useSignatureStore((state) => (state.documentId === documentId ? state.error : null));
  const load = useSignatureStore((state) => state.load);

  // Read each time the tab is shown: recipients sign while the editor is open.
  useEffect(() => {
    void load(documentId);
  }, [load, documentId]);

  if (request === undefined && error) {
    return (
      <div className="grid gap-3 p-4">
        <p role="alert" className="flex items-start gap-2 text-destructive text-sm">
          <CircleAlertIcon className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          {error}
        </p>
        <Button
          variant="outline"
          size="sm"
          className="justify-self-start"
          onClick={() => void load(documentId)}
        >
          <RotateCwIcon aria-hidden="true" />
          Try again
        </Button>
      </div>
    );
  }
  if (request === undefined) return <SignaturesSkeleton />;
  if (request === null) return <NeverSent canSend={canSend} onSend={onSend} />;
  return (
    <RequestView
      documentId={documentId}
      documentName={documentName}
      request={request}
      canSend={canSend}
      onSend={onSend}
    />
  );
}

function SignaturesSkeleton() {
  return (
    <div role="status" aria-label="Loading signature status" className="grid gap-4 p-4">
      <Skeleton className="h-24 w-full" />
      <Skeleton className="h-4 w-24" />
      <Skeleton className="h-14 w-full" />
      <Skeleton className="h-14 w-full" />
      <Skeleton className="h-4 w-24" />
      <Skeleton className="h-32 w-full" />
    </div>
  );
}

function NeverSent({ canSend, onSend }: { canSend: boolean; onSend: () => void }) {
  return (
    <PanelEmptyState
      icon={SignatureIcon}
      title="Not sent for signature"
      description={
        canSend
          ? 'Send this document to clients and other parties to sign online. Their progress and every step of the audit trail show here.'
          : 'When this document is sent for signature, its progress and audit trail show here.'
      }
      action={
        canSend && (
          <Button size="sm" onClick={onSend}>
            <SendIcon aria-hidden="true" />
            Send for Signature
          </Button>
        )
      }
    />
  );
}

interface RequestViewProps {
  documentId: string;
  documentName: string;
  request: SignatureStatus;
  canSend: boolean;
  onSend: () => void;
}

function RequestView({ documentId, documentName, request, canSend, onSend }: RequestViewProps) {
  const open = isOpenSignatureStatus(request.status);
  const isSigned = request.status === 'completed' || request.status === 'sealing';
  const remind = useSignatureStore((state) => state.remind);
  const [reminding, setReminding] = useState(false);
  const { download, downloading } = useSignedPdfDownload(documentId, documentName);
  const [voiding, setVoiding] = useState(false);
  const signers = request.recipients.filter((recipient) => recipient.role === 'signer');
  const signed = signers.filter((recipient) => recipient.status === 'signed').length;

  const sendReminder = async () => {
    setReminding(true);
    try {
      await remind(documentId);
      toast.success('Reminder sent', { description: 'Signers who have not signed yet were emailed again.' });
    } catch (error) {
      toast.error('Failed to send reminders', { description: errorMessage(error, 'Please try again.') });
    } finally {
      setReminding(false);
    }
  };

  return (
    <div className="grid gap-6 p-4">
      <section aria-label="Signature request" className="grid gap-3 rounded-lg border bg-background/60 p-3.5">
        <div className="flex items-center justify-between gap-2">
          <RequestStatusBadge status={request.status} />
          <span className="text-muted-foreground text-xs tabular-nums">Version {request.version}</span>
        </div>
        {signers.length > 0 && (
          <div className="grid gap-1.5">
            <p className="font-medium text-sm">
              {signed} of {signers.length} signed
            </p>
            <div
              className="h-1.5 overflow-hidden rounded-full bg-muted"
              role="progressbar"
              aria-label="Signers who have signed"
              aria-valuemin={0}
              aria-valuemax={signers.length}
              aria-valuenow={signed}
            >
              <div
                className="h-full rounded-full bg-success transition-[width]"
                style={{ width: `${(signed / signers.length) * 100}%` }}
              />
            </div>
          </div>
        )}
        <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-1 text-xs">
          <dt className="text-muted-foreground">Sent</dt>
          <dd className="text-right">
            {formatDateTime(request.sent_at)}
            <span className="block truncate text-muted-foreground">by {request.sent_by.name}</span>
          </dd>
          {request.completed_at && (
            <>
              <dt className="text-muted-foreground">Completed</dt>
              <dd className="text-right">{formatDateTime(request.completed_at)}</dd>
            </>
          )}
          {request.voided_at && (
            <>
              <dt className="text-muted-foreground">Voided</dt>
              <dd className="text-right">{formatDateTime(request.voided_at)}</dd>
            </>
          )}
          {(open || request.status === 'expired') && (
            <>
              <dt className="text-muted-foreground">{open ? 'Expires' : 'Expired'}</dt>
              <dd className="text-right">{formatDateTime(request.expires_at)}</dd>
            </>
          )}
        </dl>
        {request.void_reason && (
          <p className="rounded-md bg-muted px-2.5 py-2 text-xs">
            <span className="font-medium">Reason: </span>
            <span className="break-words">{request.void_reason}</span>
          </p>
        )}
        {(request.sequential || request.access_code) && (
          <ul aria-label="Options" className="flex flex-wrap gap-1.5">
            {request.sequential && (
              <li className="inline-flex items-center gap-1 rounded-md border px-1.5 py-0.5 text-muted-foreground text-xs">
                <ListOrderedIcon className="size-3" aria-hidden="true" />
                Signs in order
              </li>
            )}
            {request.access_code && (
              <li className="inline-flex items-center gap-1 rounded-md border px-1.5 py-0.5 text-muted-foreground text-xs">
                <KeyRoundIcon className="size-3" aria-hidden="true" />
                Access code
              </li>
            )}
          </ul>
        )}
        <SignedPdfWithheldNote request={request} />
        <div className="flex flex-wrap gap-2 pt-1">
          <SignedPdfButton request={request} downloading={downloading} onDownload={() => void download()} />
          {open && canSend && (
            <>
              <PendingButton
                size="sm"
                variant="outline"
                pending={reminding}
                pendingLabel="Sending..."
                onClick={() => void sendReminder()}
              >
                <BellRingIcon aria-hidden="true" />
                Remind
              </PendingButton>
              <Button
                size="sm"
                variant="outline"
                className="text-destructive"
                onClick={() => setVoiding(true)}
              >
                <BanIcon aria-hidden="true" />
                Void
              </Button>
            </>
          )}
          {/* A signed document is not sent again: a copy of it is (the editor's Make a copy). */}
          {!open && !isSigned && canSend && (
            <Button size="sm" variant="outline" onClick={onSend}>
              <SendIcon aria-hidden="true" />
              Send again
            </Button>
          )}
        </div>
      </section>

      <section aria-labelledby="signature-recipients-title" className="grid gap-2">
        <h3
          id="signature-recipients-title"
          className="font-semibold text-muted-foreground text-xs uppercase tracking-wide"
        >
          Recipients
        </h3>
        <RecipientList recipients={request.recipients} sequential={request.sequential} />
      </section>

      <section aria-labelledby="signature-activity-title" className="grid gap-2">
        <h3
          id="signature-activity-title"
          className="font-semibold text-muted-foreground text-xs uppercase tracking-wide"
        >
          Activity
        </h3>
        <SignatureTimeline events={request.events} />
      </section>

      <p className="border-t pt-3 text-muted-foreground text-xs">
        Fingerprint of the PDF sent (SHA-256):{' '}
        <code className="break-all font-mono text-[11px] text-foreground/80">{request.document_sha256}</code>
      </p>

      {canSend && (
        <VoidRequestDialog documentId={documentId} purpose="void" open={voiding} onOpenChange={setVoiding} />
      )}
    </div>
  );
}
