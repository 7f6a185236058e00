import { ChevronRightIcon } from 'lucide-react';
import type { OutboxMessage } from '@/api/auth-types';
import { formatDateTime } from '@/lib/format-date';
import { LinkifiedText } from './linkified-text';
import { SectionCard } from './section-card';

// The server masks the token of a reset or invitation link as [hidden]; such a link leads nowhere,
// so it stays text rather than becoming a link an admin might follow or pass on.
const MASKED_LINK = /(https?:\/\/\S*\[hidden\]\S*)/g;

function MessageText({ text }: { text: string }) {
  // split() with a capturing group keeps the masked links at the odd indexes.
  return text.split(MASKED_LINK).map((part, index) =>
    index % 2 === 1 ? (
      // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one fixed text never reorder.
      <span key={index} className="break-all text-muted-foreground">
        {part}
      </span>
    ) : (
      // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one fixed text never reorder.
      <LinkifiedText key={index} text={part} />
    ),
  );
}

function OutboxItem({ message }: { message: OutboxMessage }) {
  return (
    <li>
      <details className="group">
        <summary className="flex cursor-pointer list-none items-start gap-3 px-4 py-3 outline-none hover:bg-muted/40 focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:ring-inset sm:px-6 [&::-webkit-details-marker]:hidden">
          <ChevronRightIcon
            className="mt-0.5 size-4 shrink-0 text-muted-foreground transition-transform group-open:rotate-90"
            aria-hidden="true"
          />
          <div className="grid min-w-0 flex-1 gap-0.5 sm:grid-cols-[1fr_auto] sm:gap-x-4">
            <span className="truncate font-medium text-foreground text-sm">{message.subject}</span>
            <time
              dateTime={message.created_at}
              className="text-muted-foreground text-xs sm:row-span-2 sm:text-sm"
            >
              {formatDateTime(message.created_at)}
            </time>
            <span className="truncate text-muted-foreground text-xs sm:text-sm">To {message.to}</span>
          </div>
        </summary>
        <div className="px-4 pb-4 sm:pr-6 sm:pl-13">
          <p className="whitespace-pre-wrap break-words rounded-md border bg-muted/40 p-4 text-foreground text-sm leading-relaxed">
            <MessageText text={message.text} />
          </p>
        </div>
      </details>
    </li>
  );
}

/** The messages the app kept instead of sending, shown while no SMTP server is configured. */
export function OutboxSection({ messages }: { messages: OutboxMessage[] }) {
  return (
    <SectionCard
      title="Outbox"
      description={
        <>
          Email is not set up on this server, so messages are kept here and reach no one. Links that reset a
          password or accept an invitation are shown as [hidden]: only their recipient may see them. To send
          mail, set <code className="font-mono">SMTP_URL</code> to your mail server (for example{' '}
          <code className="font-mono break-all">smtp://user:password@mail.example.com:587</code>) and restart
          LexDraft.
        </>
      }
    >
      {messages.length === 0 ? (
        <p className="px-4 py-8 text-center text-muted-foreground text-sm sm:px-6">No messages yet.</p>
      ) : (
        <ul className="divide-y">
          {messages.map((message) => (
            <OutboxItem key={message.id} message={message} />
          ))}
        </ul>
      )}
    </SectionCard>
  );
}
