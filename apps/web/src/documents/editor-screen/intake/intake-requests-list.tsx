import type { IntakeStatus } from '@lexdraft/core';
import { formatFieldDate } from '@lexdraft/core';
import { useState } from 'react';
import type { IntakeRequestRecord } from '@/api/intake';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';

/** A request's status as the firm reads it. */
const INTAKE_STATUS_LABELS: Record<IntakeStatus, string> = {
  sent: 'Sent',
  in_progress: 'In progress',
  submitted: 'Answers received',
  expired: 'Expired',
  cancelled: 'Cancelled',
};

const STATUS_VARIANTS: Record<IntakeStatus, 'secondary' | 'warning' | 'success' | 'outline'> = {
  sent: 'secondary',
  in_progress: 'warning',
  submitted: 'success',
  expired: 'outline',
  cancelled: 'outline',
};

/** Open requests may still be answered: only those can be cancelled. */
const isOpen = (request: IntakeRequestRecord) =>
  request.status === 'sent' || request.status === 'in_progress';
/** An expired one may be sent again too: the server gives it a new link and a new span of time. */
const canResend = (request: IntakeRequestRecord) => isOpen(request) || request.status === 'expired';

interface IntakeRequestsListProps {
  requests: readonly IntakeRequestRecord[];
  onCancel: (request: IntakeRequestRecord) => Promise<void>;
  onResend: (request: IntakeRequestRecord) => Promise<void>;
}

/** The document's earlier requests: who was asked, when, where each stands, and Resend / Cancel. */
export function IntakeRequestsList({ requests, onCancel, onResend }: IntakeRequestsListProps) {
  // The request and action under way, so only its button spins and the others wait.
  const [busy, setBusy] = useState<string | null>(null);
  const run = async (key: string, action: () => Promise<void>) => {
    setBusy(key);
    try {
      await action();
    } finally {
      setBusy(null);
    }
  };

  if (requests.length === 0) {
    return <p className="text-muted-foreground text-sm">No requests sent for this document yet.</p>;
  }
  return (
    <ul aria-label="Earlier requests" className="grid divide-y rounded-lg border">
      {requests.map((request) => (
        <li key={request.id} className="flex flex-wrap items-center gap-x-3 gap-y-2 px-3 py-2.5 text-sm">
          <div className="grid min-w-0 flex-1 gap-0.5">
            <p className="truncate font-medium">
              {request.name}{' '}
              <span className="font-normal text-muted-foreground">&lt;{request.email}&gt;</span>
            </p>
            <p className="text-muted-foreground text-xs">
              Sent {formatFieldDate(request.last_sent_at)} · {request.fields.length}{' '}
              {request.fields.length === 1 ? 'question' : 'questions'}
            </p>
          </div>
          <Badge variant={STATUS_VARIANTS[request.status]}>{INTAKE_STATUS_LABELS[request.status]}</Badge>
          {canResend(request) && (
            <div className="flex gap-1">
              <Button
                type="button"
                variant="ghost"
                size="sm"
                disabled={busy !== null}
                aria-label={`Resend to ${request.email}`}
                onClick={() => void run(`${request.id}:resend`, () => onResend(request))}
              >
                {busy === `${request.id}:resend` && <Spinner aria-hidden="true" />}
                Resend
              </Button>
              {isOpen(request) && (
                <Button
                  type="button"
                  variant="ghost"
                  size="sm"
                  disabled={busy !== null}
                  aria-label={`Cancel the request to ${request.email}`}
                  onClick={() => void run(`${request.id}:cancel`, () => onCancel(request))}
                >
                  {busy === `${request.id}:cancel` && <Spinner aria-hidden="true" />}
                  Cancel
                </Button>
              )}
            </div>
          )}
        </li>
      ))}
    </ul>
  );
}
