import { CircleCheckIcon } from 'lucide-react';
import {
  DeadLinkCard,
  LoadingCard,
  ResultCard,
  ResultMessage,
  UnreachableCard,
} from '@/signing/result-cards';
import { IntakeFrame } from './intake-frame';

// The intake page's states other than the form: loading, a dead link, an unreachable server, and
// the thank-you after Submit. None leads into the app or to a sign-in.

/** The thank-you after Submit. */
export const thankYouMessage = (firmName: string) => `Thank you. Your answers were sent to ${firmName}.`;

/** While the link is checked: the frame and a quiet stand-in for the form. */
export function IntakeLoadingView() {
  return (
    <IntakeFrame>
      <title>Questionnaire · LexDraft</title>
      <LoadingCard
        label="Opening your questions…"
        bars={['h-6 w-2/3', 'h-4 w-full', 'h-9 w-full', 'h-9 w-full', 'mt-2 h-10 w-full']}
      />
    </IntakeFrame>
  );
}

/** After Submit: nothing more to do here. */
export function ThankYouView({ firmName }: { firmName: string }) {
  return (
    <IntakeFrame firmName={firmName}>
      <title>{`Answers sent · ${firmName}`}</title>
      <ResultCard
        icon={CircleCheckIcon}
        tone="success"
        title="Answers sent"
        description={<ResultMessage lead={thankYouMessage(firmName)} note="You can close this page." />}
      />
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
      <DeadLinkCard
        title={title}
        detail={detail}
        hint="If you have a question, contact the person who sent you the link."
      />
    </IntakeFrame>
  );
}

/** The first load failed without an answer about the link (offline, a server error): try again. */
export function IntakeUnreachableView({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <IntakeFrame>
      <title>Questionnaire · LexDraft</title>
      <UnreachableCard title="The questions could not be opened" message={message} onRetry={onRetry} />
    </IntakeFrame>
  );
}
