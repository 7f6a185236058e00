import type { InterviewQuestion } from '@lexdraft/core';
import { useCallback, useEffect, useState } from 'react';
import { getTemplateInterview } from '@/api/interview';
import { errorMessage } from '@/lib/error-message';

/** A template's questions as the questionnaire loads them. */
export type InterviewLoad =
  | { status: 'loading' }
  | { status: 'error'; message: string }
  | { status: 'ready'; questions: InterviewQuestion[] };

/** Loads a template's interview once per template, with a retry after a failure. */
export function useTemplateInterview(templateId: string): { load: InterviewLoad; retry: () => void } {
  const [load, setLoad] = useState<InterviewLoad>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    // A retry or another template starts over; an answer for the one before is dropped.
    void attempt;
    const controller = new AbortController();
    setLoad({ status: 'loading' });
    getTemplateInterview(templateId, { signal: controller.signal }).then(
      (answer) => setLoad({ status: 'ready', questions: answer.questions }),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        setLoad({ status: 'error', message: errorMessage(error, 'Failed to load the questionnaire') });
      },
    );
    return () => controller.abort();
  }, [templateId, attempt]);

  const retry = useCallback(() => setAttempt((count) => count + 1), []);
  return { load, retry };
}
