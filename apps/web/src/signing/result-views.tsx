import { CircleCheckIcon, CircleSlashIcon, Link2OffIcon, RefreshCwIcon, WifiOffIcon } from 'lucide-react';
import type * as React from 'react';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/utils';
import { SigningFrame } from './signing-frame';
import { StepCard, StepColumn } from './step-card';

export const SIGNED_MESSAGE = 'You have signed. A copy of the completed document will be emailed to you.';

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

interface DocumentNames {
  firmName: string;
  documentName: string;
}

/** After Sign: what happens next. Nothing to do here any more. */
export function SignedView({ firmName, documentName }: DocumentNames) {
  return (
    <SigningFrame firmName={firmName} documentName={documentName}>
      <title>{`Signed · ${firmName}`}</title>
      <StepColumn>
        <StepCard
          centered
          icon={<ResultIcon icon={CircleCheckIcon} tone="success" />}
          title="Thank you"
          description={
            <div className="grid gap-3">
              <p className="text-base text-foreground">{SIGNED_MESSAGE}</p>
              <p>
                Your signature on <span className="font-medium text-foreground">{documentName}</span> has been
                recorded for {firmName}. You can close this page.
              </p>
            </div>
          }
        />
      </StepColumn>
    </SigningFrame>
  );
}

/** After Decline: the sender has been told. */
export function DeclinedView({ firmName, documentName, senderName }: DocumentNames & { senderName: string }) {
  return (
    <SigningFrame firmName={firmName} documentName={documentName}>
      <title>{`Declined · ${firmName}`}</title>
      <StepColumn>
        <StepCard
          centered
          icon={<ResultIcon icon={CircleSlashIcon} tone="muted" />}
          title="You declined to sign"
          description={
            <div className="grid gap-3">
              <p className="text-base text-foreground">
                {senderName} has been told that you declined to sign {documentName}, with your reason.
              </p>
              <p>Nothing was signed. If you change your mind, ask {senderName} to send the document again.</p>
            </div>
          }
        />
      </StepColumn>
    </SigningFrame>
  );
}

/**
 * A link that cannot be used: unknown (404), or used, expired, voided, declined or locked (410).
 * The server's own words say which; this page never leads into the app or to a sign-in.
 */
export function DeadLinkView({ status, detail }: { status: number; detail: string }) {
  const title =
    status === 404 ? 'This signing link cannot be opened' : 'This signing link can no longer be used';
  return (
    <SigningFrame>
      <title>Signing link unavailable · LexDraft</title>
      <StepColumn>
        <StepCard
          centered
          icon={<ResultIcon icon={Link2OffIcon} tone="primary" />}
          title={title}
          description={
            <div className="grid gap-3">
              <p className="text-base text-foreground">{detail}</p>
              <p>If you have a question about the document, contact the person who sent it to you.</p>
            </div>
          }
        />
      </StepColumn>
    </SigningFrame>
  );
}

/** The first load failed without an answer about the link (offline, a server error): try again. */
export function UnreachableView({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <SigningFrame>
      <title>Signing · LexDraft</title>
      <StepColumn>
        <StepCard
          centered
          icon={<ResultIcon icon={WifiOffIcon} tone="muted" />}
          title="The document could not be opened"
          description={<p role="alert">{message}</p>}
        >
          <Button size="lg" onClick={onRetry} className="w-full">
            <RefreshCwIcon aria-hidden="true" />
            Try again
          </Button>
        </StepCard>
      </StepColumn>
    </SigningFrame>
  );
}
