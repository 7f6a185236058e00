import { useEffect, useState } from 'react';
import { useParams } from 'react-router';
import { errorMessage } from '@/lib/error-message';
import { getIntake, isDeadIntakeLink, type PublicIntakeRecord } from './intake-api';
import { IntakeForm } from './intake-form';
import { IntakeFrame } from './intake-frame';
import { DeadIntakeLinkView, IntakeLoadingView, IntakeUnreachableView, ThankYouView } from './intake-views';

type View =
  | { kind: 'loading' }
  | { kind: 'unreachable'; message: string }
  | { kind: 'dead'; status: number; detail: string }
  | { kind: 'form'; intake: PublicIntakeRecord }
  | { kind: 'submitted'; firmName: string };

/**
 * /intake/{token}: a client's questions from a firm, outside the signed-in app (no account, no
 * session timers, no sign-in redirect). The token is read from the address only to call its API;
 * it is never logged, shown, or put in the page's title.
 */
export function IntakePage() {
  const { token = '' } = useParams();
  const [view, setView] = useState<View>({ kind: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    void attempt; // Try again asks anew.
    const controller = new AbortController();
    setView({ kind: 'loading' });
    getIntake(token, controller.signal).then(
      (intake) => setView({ kind: 'form', intake }),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        if (isDeadIntakeLink(error)) setView({ kind: 'dead', status: error.status, detail: error.message });
        else
          setView({ kind: 'unreachable', message: errorMessage(error, 'The questions could not be loaded') });
      },
    );
    return () => controller.abort();
  }, [token, attempt]);

  switch (view.kind) {
    case 'loading':
      return <IntakeLoadingView />;
    case 'unreachable':
      return (
        <IntakeUnreachableView message={view.message} onRetry={() => setAttempt((count) => count + 1)} />
      );
    case 'dead':
      return <DeadIntakeLinkView status={view.status} detail={view.detail} />;
    case 'submitted':
      return <ThankYouView firmName={view.firmName} />;
  }

  const { intake } = view;
  return (
    <IntakeFrame firmName={intake.firm_name}>
      <title>{`Questions · ${intake.firm_name}`}</title>
      <div className="mx-auto flex w-full max-w-2xl flex-col px-4 py-8 sm:py-12">
        <IntakeForm
          token={token}
          intake={intake}
          onSubmitted={() => setView({ kind: 'submitted', firmName: intake.firm_name })}
          onDeadLink={(status, detail) => setView({ kind: 'dead', status, detail })}
        />
      </div>
    </IntakeFrame>
  );
}
