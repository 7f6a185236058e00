import { CircleCheckIcon, Link2OffIcon, RefreshCwIcon, WifiOffIcon } from 'lucide-react';
import type * as React from 'react';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/utils';
import { StepCard, StepColumn } from '@/signing/step-card';
import { IntakeFrame } from './intake-frame';

// The intake page's states other than the form: loading, a dead link, an unreachable server, and
// the thank-you after Submit. None leads into the app or to a sign-in.

/** The thank-you after Submit. */
export const thankYouMessage = (firmName: string) => `Thank you. Your answers were sent to ${firmName}.`;

const tones = {
  success: 'bg-success/10 text-success ring-success/5',
  muted: 'bg-muted text-muted-foreground ring-muted/60',
  primary: 'bg-primary/8 text-primary ring-primary/4',
};

function ResultIcon({ icon: Icon, tone }: { icon: React.ElementType; tone: keyof typeof tones }) {
  return (
    <span className={cn('mb-2 flex size-12 items-center justify-center rounded-full ring-8', tones[tone])}>
      <Icon aria-hidden="true" className="size-6" />
    </span>
  );
}

/** While the link is checked: the frame and a quiet stand-in for the form. */
export function IntakeLoadingView() {
  return (
    <IntakeFrame>
      <title>Questionnaire · LexDraft</title>
      <StepColumn>
        <p role="status" className="sr-only">
          Opening your questions…
        </p>
        <div aria-hidden="true" className="grid gap-5 rounded-xl border bg-card p-6 shadow-md">
          <Skeleton className="h-6 w-2/3" />
          <Skeleton className="h-4 w-full" />
          <Skeleton className="h-9 w-full" />
          <Skeleton className="h-9 w-full" />
          <Skeleton className="mt-2 h-10 w-full" />
        </div>
      </StepColumn>
    </IntakeFrame>
  );
}

/** After Submit: nothing more to do here. */
export function ThankYouView({ firmName }: { firmName: string }) {
  return (
    <IntakeFrame firmName={firmName}>
      <title>{`Answers sent · ${firmName}`}</title>
      <StepColumn>
        <StepCard
          centered
          icon={<ResultIcon icon={CircleCheckIcon} tone="success" />}
          title="Answers sent"
          description={
            <div className="grid gap-3">
              <p className="text-base text-foreground">{thankYouMessage(firmName)}</p>
              <p>You can close this page.</p>
            </div>
          }
        />
      </StepColumn>
    </IntakeFrame>
  );
}

/**
 * A link that cannot be used: unknown (404), or submitted, expired or cancelled (410). The
 * server's own words say which.
 */
export function DeadIntakeLinkView({ status, detail }: { status: number; detail: string }) {
  const title = status === 404 ? 'This link is not valid' : 'This link can no longer be used';
  return (
    <IntakeFrame>
      <title>Link unavailable · LexDraft</title>
      <StepColumn>
        <StepCard
          centered
          icon={<ResultIcon icon={Link2OffIcon} tone="primary" />}
          title={title}
          description={
            <div className="grid gap-3">
              <p className="text-base text-foreground">{detail}</p>
              <p>If you have a question, contact the person who sent you the link.</p>
            </div>
          }
        />
      </StepColumn>
    </IntakeFrame>
  );
}

/** The first load failed without an answer about the link (offline, a server error): try again. */
export function IntakeUnreachableView({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <IntakeFrame>
      <title>Questionnaire · LexDraft</title>
      <StepColumn>
        <StepCard
          centered
          icon={<ResultIcon icon={WifiOffIcon} tone="muted" />}
          title="The questions could not be opened"
          description={<p role="alert">{message}</p>}
        >
          <Button size="lg" onClick={onRetry} className="w-full">
            <RefreshCwIcon aria-hidden="true" />
            Try again
          </Button>
        </StepCard>
      </StepColumn>
    </IntakeFrame>
  );
}
