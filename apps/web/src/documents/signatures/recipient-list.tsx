import type { SignatureRecipient } from '@/api/signatures';
import { formatDateTime } from '@/lib/format-date';
import { RecipientStatusBadge, ROLE_LABELS } from './signature-labels';

interface RecipientListProps {
  recipients: SignatureRecipient[];
  /** Signers sign in order: the numbers are their turns. */
  sequential: boolean;
}

/** Each recipient of a request: who, in what role and order, where they are, and when they viewed or signed. */
export function RecipientList({ recipients, sequential }: RecipientListProps) {
  const ordered = [...recipients].sort((first, second) => first.order - second.order);
  return (
    <ol aria-label="Recipients" className="grid gap-2">
      {ordered.map((recipient) => (
        <li
          key={recipient.id}
          aria-label={recipient.name}
          className="grid grid-cols-[1.5rem_minmax(0,1fr)] gap-x-2.5 rounded-lg border p-3"
        >
          <span
            className="flex size-6 items-center justify-center rounded-full bg-muted font-semibold text-muted-foreground text-xs tabular-nums"
            title={sequential ? `Turn ${recipient.order}` : `Recipient ${recipient.order}`}
          >
            {recipient.order}
          </span>
          <div className="grid min-w-0 gap-1">
            <div className="flex items-start justify-between gap-2">
              <p className="min-w-0 break-words font-medium text-sm leading-6">{recipient.name}</p>
              <RecipientStatusBadge status={recipient.status} />
            </div>
            <p className="break-all text-muted-foreground text-xs">{recipient.email}</p>
            <p className="text-muted-foreground text-xs">{ROLE_LABELS[recipient.role]}</p>
            {(recipient.viewed_at || recipient.signed_at || recipient.declined_at) && (
              <dl className="mt-1 grid grid-cols-[auto_minmax(0,1fr)] gap-x-2 gap-y-0.5 text-xs">
                {recipient.viewed_at && (
                  <>
                    <dt className="text-muted-foreground">Viewed</dt>
                    <dd>{formatDateTime(recipient.viewed_at)}</dd>
                  </>
                )}
                {recipient.signed_at && (
                  <>
                    <dt className="text-muted-foreground">Signed</dt>
                    <dd>{formatDateTime(recipient.signed_at)}</dd>
                  </>
                )}
                {recipient.declined_at && (
                  <>
                    <dt className="text-muted-foreground">Declined</dt>
                    <dd>{formatDateTime(recipient.declined_at)}</dd>
                  </>
                )}
              </dl>
            )}
            {recipient.decline_reason && (
              <p className="rounded-md bg-destructive/5 px-2 py-1.5 text-xs">
                <span className="font-medium">Reason: </span>
                <span className="break-words">{recipient.decline_reason}</span>
              </p>
            )}
          </div>
        </li>
      ))}
    </ol>
  );
}
