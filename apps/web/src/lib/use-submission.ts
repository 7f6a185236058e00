import { useCallback, useState } from 'react';
import { errorMessage } from './error-message';

/** A form's request state (spec section 4, Password reset form): idle, then submitting, then success or error. */
export type SubmissionState = 'idle' | 'submitting' | 'success' | 'error';

/** The request state of one form, with the message of its last failure. */
export interface Submission {
  state: SubmissionState;
  error: string | null;
  submitting: boolean;
  /** Runs the request; clears the previous error first. Resolves true on success. */
  submit: (request: () => Promise<unknown>, fallbackMessage: string) => Promise<boolean>;
  /** Back to idle with no error. */
  reset: () => void;
}

/** Tracks one form's request: the error is cleared at the start of each submission. */
export function useSubmission(): Submission {
  const [state, setState] = useState<SubmissionState>('idle');
  const [error, setError] = useState<string | null>(null);

  const submit = useCallback(async (request: () => Promise<unknown>, fallbackMessage: string) => {
    setError(null);
    setState('submitting');
    try {
      await request();
      setState('success');
      return true;
    } catch (caught) {
      setError(errorMessage(caught, fallbackMessage));
      setState('error');
      return false;
    }
  }, []);

  const reset = useCallback(() => {
    setError(null);
    setState('idle');
  }, []);

  return { state, error, submitting: state === 'submitting', submit, reset };
}
