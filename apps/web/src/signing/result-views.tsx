import { CircleCheckIcon, CircleSlashIcon } from 'lucide-react';
import { DeadLinkCard, ResultCard, ResultMessage, UnreachableCard } from './result-cards';
import { SigningFrame } from './signing-frame';

export const SIGNED_MESSAGE = 'You have signed. A copy of the completed document will be emailed to you.';

interface DocumentNames {
  firmName: string;
  documentName: string;
}

/** After Sign: what happens next. Nothing to do here any more. */
export function SignedView({ firmName, documentName }: DocumentNames) {
  return (
    <SigningFrame firmName={firmName} documentName={documentName}>
      <title>{`Signed · ${firmName}`}</title>
      <ResultCard
        icon={CircleCheckIcon}
        tone="success"
        title="Thank you"
        description={
          <ResultMessage
            lead={SIGNED_MESSAGE}
            note={
              <>
                Your signature on <span className="font-medium text-foreground">{documentName}</span> has been
                recorded for {firmName}. You can close this page.
              </>
            }
          />
        }
      />
    </SigningFrame>
  );
}

/** After Decline: the sender has been told. */
export function DeclinedView({ firmName, documentName, senderName }: DocumentNames & { senderName: string }) {
  return (
    <SigningFrame firmName={firmName} documentName={documentName}>
      <title>{`Declined · ${firmName}`}</title>
      <ResultCard
        icon={CircleSlashIcon}
        tone="muted"
        title="You declined to sign"
        description={
          <ResultMessage
            lead={`${senderName} has been told that you declined to sign ${documentName}, with your reason.`}
            note={`Nothing was signed. If you change your mind, ask ${senderName} to send the document again.`}
          />
        }
      />
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
      <DeadLinkCard
        title={title}
        detail={detail}
        hint="If you have a question about the document, contact the person who sent it to you."
      />
    </SigningFrame>
  );
}

/** The first load failed without an answer about the link (offline, a server error): try again. */
export function UnreachableView({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <SigningFrame>
      <title>Signing · LexDraft</title>
      <UnreachableCard title="The document could not be opened" message={message} onRetry={onRetry} />
    </SigningFrame>
  );
}
