import { Link2OffIcon, RefreshCwIcon, WifiOffIcon } from 'lucide-react';
import type * as React from 'react';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/utils';
import { StepCard, StepColumn } from './step-card';

// The cards of an emailed link's page other than its steps (signing, client intake): loading, a
// result, a dead link, an unreachable server. Each page puts them in its own frame with its words.

const tones = {
  success: 'bg-success/10 text-success ring-success/5',
  muted: 'bg-muted text-muted-foreground ring-muted/60',
  primary: 'bg-primary/8 text-primary ring-primary/4',
};

interface ResultCardProps {
  icon: React.ElementType;
  tone: keyof typeof tones;
  title: string;
  description: React.ReactNode;
  children?: React.ReactNode;
}

/** A result in the middle of the page: its icon in a ring, its title and what it means. */
export function ResultCard({ icon: Icon, tone, title, description, children }: ResultCardProps) {
  return (
    <StepColumn>
      <StepCard
        centered
        icon={
          <span
            className={cn('mb-2 flex size-12 items-center justify-center rounded-full ring-8', tones[tone])}
          >
            <Icon aria-hidden="true" className="size-6" />
          </span>
        }
        title={title}
        description={description}
      >
        {children}
      </StepCard>
    </StepColumn>
  );
}

/** A result's words: the main sentence, then what the reader may do. */
export function ResultMessage({ lead, note }: { lead: React.ReactNode; note: React.ReactNode }) {
  return (
    <div className="grid gap-3">
      <p className="text-base text-foreground">{lead}</p>
      <p>{note}</p>
    </div>
  );
}

/** A link that cannot be used: the server's own words say why; `hint` says whom to ask. */
export function DeadLinkCard({ title, detail, hint }: { title: string; detail: string; hint: string }) {
  return (
    <ResultCard
      icon={Link2OffIcon}
      tone="primary"
      title={title}
      description={<ResultMessage lead={detail} note={hint} />}
    />
  );
}

interface UnreachableCardProps {
  title: string;
  message: string;
  onRetry: () => void;
}

/** The first load failed without an answer about the link (offline, a server error): try again. */
export function UnreachableCard({ title, message, onRetry }: UnreachableCardProps) {
  return (
    <ResultCard icon={WifiOffIcon} tone="muted" title={title} description={<p role="alert">{message}</p>}>
      <Button size="lg" onClick={onRetry} className="w-full">
        <RefreshCwIcon aria-hidden="true" />
        Try again
      </Button>
    </ResultCard>
  );
}

/** While the link is checked: a quiet stand-in for the first card, a bar for each of `bars` (class names). */
export function LoadingCard({ label, bars }: { label: string; bars: string[] }) {
  return (
    <StepColumn>
      <p role="status" className="sr-only">
        {label}
      </p>
      <div aria-hidden="true" className="grid gap-5 rounded-xl border bg-card p-6 shadow-md">
        {bars.map((bar, index) => (
          // The bars never change order: their place is their key.
          // biome-ignore lint/suspicious/noArrayIndexKey: a fixed list
          <Skeleton key={index} className={bar} />
        ))}
      </div>
    </StepColumn>
  );
}
