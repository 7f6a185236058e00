import { useEffect, useState } from 'react';
import { useParams } from 'react-router';
import { errorMessage } from '@/lib/error-message';
import { AccessCodeStep } from './access-code-step';
import { ConsentStep } from './consent-step';
import { DeclineDialog } from './decline-dialog';
import { DocumentStep } from './document-step';
import { LoadingCard } from './result-cards';
import { DeadLinkView, DeclinedView, SignedView, UnreachableView } from './result-views';
import { getSigningSession, isDeadLink, type SigningSession } from './signing-api';
import { SigningFrame } from './signing-frame';
import { SigningProgress, type SigningStepName, StepColumn } from './step-card';

type View =
  | { kind: 'loading' }
  | { kind: 'unreachable'; message: string }
  | { kind: 'dead'; status: number; detail: string }
  | { kind: 'session'; session: SigningSession }
  | { kind: 'signed'; session: SigningSession }
  | { kind: 'declined'; session: SigningSession };

/** The step a session is at: the code when one is asked and not given, then consent, then the document. */
export function stepOf(session: SigningSession): SigningStepName {
  if (session.access_code_required && !session.access_code_verified) return 'code';
  if (session.consent.given_at === null) return 'consent';
  return 'document';
}

function stepsOf(session: SigningSession): SigningStepName[] {
  return session.access_code_required ? ['code', 'consent', 'document'] : ['consent', 'document'];
}

/**
 * /sign/{token}: a recipient's signing page, outside the signed-in app (no account, no session
 * timers, no sign-in redirect). The token is read from the address only to call its API; it is
 * never logged, shown, or put in the page's title.
 */
export function SigningPage() {
  const { token = '' } = useParams();
  const [view, setView] = useState<View>({ kind: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const [declineOpen, setDeclineOpen] = useState(false);
  const [declining, setDeclining] = useState(false);

  useEffect(() => {
    void attempt; // Try again asks anew.
    const controller = new AbortController();
    setView({ kind: 'loading' });
    getSigningSession(token, controller.signal).then(
      (session) => setView({ kind: 'session', session }),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        if (isDeadLink(error)) setView({ kind: 'dead', status: error.status, detail: error.message });
        else
          setView({
            kind: 'unreachable',
            message: errorMessage(error, 'The signing page could not be loaded'),
          });
      },
    );
    return () => controller.abort();
  }, [token, attempt]);

  const deadLink = (error: unknown) => {
    setDeclineOpen(false);
    if (isDeadLink(error)) setView({ kind: 'dead', status: error.status, detail: error.message });
  };

  // Each step's answer is the session as the server now has it; the step shown follows from it.
  const showSession = (session: SigningSession) => setView({ kind: 'session', session });

  switch (view.kind) {
    case 'loading':
      return <LoadingView />;
    case 'unreachable':
      return <UnreachableView message={view.message} onRetry={() => setAttempt((count) => count + 1)} />;
    case 'dead':
      return <DeadLinkView status={view.status} detail={view.detail} />;
    case 'signed':
      return <SignedView firmName={view.session.firm_name} documentName={view.session.document_name} />;
    case 'declined':
      return (
        <DeclinedView
          firmName={view.session.firm_name}
          documentName={view.session.document_name}
          senderName={view.session.sender_name}
        />
      );
  }

  const { session } = view;
  const step = stepOf(session);
  const openDecline = () => setDeclineOpen(true);
  return (
    <SigningFrame firmName={session.firm_name} documentName={session.document_name}>
      <title>{`Review and sign · ${session.firm_name}`}</title>
      <div className="border-b bg-card/60 px-4 py-3">
        <SigningProgress steps={stepsOf(session)} current={step} />
      </div>
      {step === 'code' && (
        <StepColumn>
          <AccessCodeStep token={token} session={session} onDeadLink={deadLink} onVerified={showSession} />
        </StepColumn>
      )}
      {step === 'consent' && (
        <StepColumn>
          <ConsentStep
            token={token}
            session={session}
            busy={declining}
            onDecline={openDecline}
            onDeadLink={deadLink}
            onConsented={showSession}
          />
        </StepColumn>
      )}
      {step === 'document' && (
        <DocumentStep
          token={token}
          session={session}
          busy={declining}
          onDecline={openDecline}
          onDeadLink={deadLink}
          onSigned={() => setView({ kind: 'signed', session })}
        />
      )}
      <DeclineDialog
        token={token}
        open={declineOpen}
        onOpenChange={setDeclineOpen}
        senderName={session.sender_name}
        onPendingChange={setDeclining}
        onDeadLink={deadLink}
        onDeclined={() => {
          setDeclineOpen(false);
          setView({ kind: 'declined', session });
        }}
      />
    </SigningFrame>
  );
}

/** While the link is checked: the frame and a quiet stand-in for the first step. */
function LoadingView() {
  return (
    <SigningFrame>
      <title>Signing · LexDraft</title>
      <LoadingCard
        label="Opening your document…"
        bars={['size-10 rounded-full', 'h-6 w-2/3', 'h-4 w-full', 'h-4 w-5/6', 'mt-2 h-10 w-full']}
      />
    </SigningFrame>
  );
}
