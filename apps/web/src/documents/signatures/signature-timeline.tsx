import type { SignatureEventType } from '@lexdraft/core';
import {
  BanIcon,
  BellRingIcon,
  CircleCheckBigIcon,
  CircleXIcon,
  EyeIcon,
  HandshakeIcon,
  KeyRoundIcon,
  type LucideIcon,
  MailIcon,
  MailOpenIcon,
  PenLineIcon,
  SendIcon,
} from 'lucide-react';
import type { SignatureEvent } from '@/api/signatures';
import { formatDateTime } from '@/lib/format-date';
import { cn } from '@/lib/utils';
import { EVENT_LABELS } from './signature-labels';

const EVENT_ICONS: Record<SignatureEventType, LucideIcon> = {
  sent: SendIcon,
  emailed: MailIcon,
  opened: MailOpenIcon,
  viewed: EyeIcon,
  consented: HandshakeIcon,
  code_verified: KeyRoundIcon,
  signed: PenLineIcon,
  declined: CircleXIcon,
  reminded: BellRingIcon,
  voided: BanIcon,
  completed: CircleCheckBigIcon,
};

const EVENT_TONES: Partial<Record<SignatureEventType, string>> = {
  signed: 'bg-success/10 text-success ring-success/20',
  completed: 'bg-success/10 text-success ring-success/20',
  declined: 'bg-destructive/8 text-destructive ring-destructive/20',
  voided: 'bg-destructive/8 text-destructive ring-destructive/20',
};

/** The request's audit trail, newest first: what happened, to whom, when and from which address. */
export function SignatureTimeline({ events }: { events: SignatureEvent[] }) {
  if (events.length === 0) return <p className="text-muted-foreground text-sm">Nothing has happened yet.</p>;
  const newestFirst = [...events].sort((first, second) => Date.parse(second.at) - Date.parse(first.at));
  // Events have no id: what happened, when and to whom tells them apart, numbered if ever the same.
  const seen = new Map<string, number>();
  const keys = newestFirst.map((event) => {
    const base = `${event.at}|${event.type}|${event.recipient_email ?? ''}`;
    const count = seen.get(base) ?? 0;
    seen.set(base, count + 1);
    return `${base}|${count}`;
  });
  return (
    <ol aria-label="Signature activity" className="relative grid gap-4">
      {/* The line that joins the events' icons. */}
      <span aria-hidden="true" className="absolute top-3 bottom-3 left-3 w-px bg-border" />
      {newestFirst.map((event, index) => {
        const Icon = EVENT_ICONS[event.type];
        return (
          <li key={keys[index]} className="relative grid grid-cols-[1.5rem_minmax(0,1fr)] gap-x-2.5">
            <span
              className={cn(
                'z-10 flex size-6 items-center justify-center rounded-full ring-1',
                EVENT_TONES[event.type] ?? 'bg-card text-muted-foreground ring-border',
              )}
            >
              <Icon className="size-3" aria-hidden="true" />
            </span>
            <div className="grid min-w-0 gap-0.5">
              <p className="font-medium text-sm leading-6">{EVENT_LABELS[event.type]}</p>
              {event.recipient_email && (
                <p className="break-all text-muted-foreground text-xs">{event.recipient_email}</p>
              )}
              {event.detail && <p className="break-words text-xs">{event.detail}</p>}
              <p className="text-muted-foreground text-xs">
                <time dateTime={event.at}>{formatDateTime(event.at)}</time>
                {event.ip && (
                  <span title={event.user_agent ?? undefined}>
                    {' · '}IP {event.ip}
                  </span>
                )}
              </p>
            </div>
          </li>
        );
      })}
    </ol>
  );
}
