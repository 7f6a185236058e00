import {
  DOC_STATUS_COMPLETED,
  DOC_STATUS_DECLINED,
  DOC_STATUS_SENT,
  DOC_STATUS_VOIDED,
  type SignatureEventType,
  type SignatureRecipientStatus,
  type SignatureRequestStatus,
} from '@lexdraft/core';
import { Badge } from '@/components/ui/badge';
import { cn } from '@/lib/utils';

// How a request, a recipient and a document's signing status read and look, in one place so
// that the documents list, the editor and the Signatures tab say the same thing.

type Tone = 'info' | 'progress' | 'success' | 'danger' | 'muted';

const TONE_CLASSES: Record<Tone, string> = {
  info: 'border-blue-200 bg-blue-50 text-blue-700',
  progress: 'border-amber-200 bg-amber-50 text-amber-800',
  success: 'border-success/25 bg-success/10 text-success',
  danger: 'border-destructive/25 bg-destructive/8 text-destructive',
  muted: 'border-border bg-muted text-muted-foreground',
};

const REQUEST_STATUS: Record<SignatureRequestStatus, { label: string; tone: Tone }> = {
  sent: { label: 'Out for signature', tone: 'info' },
  partially_signed: { label: 'Partially signed', tone: 'progress' },
  sealing: { label: 'Sealing…', tone: 'progress' },
  completed: { label: 'Completed', tone: 'success' },
  declined: { label: 'Declined', tone: 'danger' },
  voided: { label: 'Voided', tone: 'muted' },
  expired: { label: 'Expired', tone: 'muted' },
};

const RECIPIENT_STATUS: Record<SignatureRecipientStatus, { label: string; tone: Tone }> = {
  pending: { label: 'Waiting', tone: 'muted' },
  sent: { label: 'Sent', tone: 'info' },
  viewed: { label: 'Viewed', tone: 'progress' },
  signed: { label: 'Signed', tone: 'success' },
  declined: { label: 'Declined', tone: 'danger' },
};

/** The document statuses sending sets, as the documents list shows them (spec section 4). */
const DOC_STATUS: Record<string, Tone> = {
  [DOC_STATUS_SENT]: 'info',
  [DOC_STATUS_COMPLETED]: 'success',
  [DOC_STATUS_DECLINED]: 'danger',
  [DOC_STATUS_VOIDED]: 'muted',
};

export const EVENT_LABELS: Record<SignatureEventType, string> = {
  sent: 'Request sent',
  emailed: 'Signing link emailed',
  opened: 'Link opened',
  viewed: 'Document viewed',
  consented: 'Agreed to sign electronically',
  code_verified: 'Access code verified',
  signed: 'Signed',
  declined: 'Declined to sign',
  reminded: 'Reminder sent',
  voided: 'Request voided',
  completed: 'Completed by all parties',
};

export const ROLE_LABELS = { signer: 'Signer', cc: 'Receives a copy' } as const;

function ToneBadge({ tone, label, className }: { tone: Tone; label: string; className?: string }) {
  return (
    <Badge variant="outline" className={cn(TONE_CLASSES[tone], className)}>
      {label}
    </Badge>
  );
}

export function RequestStatusBadge({
  status,
  className,
}: {
  status: SignatureRequestStatus;
  className?: string;
}) {
  const { label, tone } = REQUEST_STATUS[status];
  return <ToneBadge tone={tone} label={label} className={className} />;
}

export function RecipientStatusBadge({ status }: { status: SignatureRecipientStatus }) {
  const { label, tone } = RECIPIENT_STATUS[status];
  return <ToneBadge tone={tone} label={label} />;
}

/** The badge of a document status set by signing; nothing for any other status. */
export function DocStatusBadge({ status }: { status: string }) {
  const tone = DOC_STATUS[status];
  return tone ? <ToneBadge tone={tone} label={status} /> : null;
}
