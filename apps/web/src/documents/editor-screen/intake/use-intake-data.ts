import { useCallback, useEffect, useState } from 'react';
import {
  type DocumentInterviewQuestion,
  getDocumentInterview,
  type IntakeRequestRecord,
  listIntakeRequests,
} from '@/api/intake';
import { errorMessage } from '@/lib/error-message';

type IntakeData =
  | { kind: 'loading' }
  | { kind: 'error'; message: string }
  | { kind: 'ready'; questions: DocumentInterviewQuestion[]; requests: IntakeRequestRecord[] };

/**
 * What Request information shows: the document's questions and its earlier requests, loaded each
 * time the dialog opens (a request may have been answered since). `reload` asks for both again;
 * `refreshRequests` only for the list, after a send, cancel or resend.
 */
export function useIntakeData(documentId: string, open: boolean) {
  const [data, setData] = useState<IntakeData>({ kind: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    void attempt; // Try again asks anew.
    if (!open) return;
    const controller = new AbortController();
    setData({ kind: 'loading' });
    Promise.all([
      getDocumentInterview(documentId, { signal: controller.signal }),
      listIntakeRequests(documentId, { signal: controller.signal }),
    ]).then(
      ([interview, requests]) => setData({ kind: 'ready', questions: interview.questions, requests }),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        setData({ kind: 'error', message: errorMessage(error, 'Failed to load the questions') });
      },
    );
    return () => controller.abort();
  }, [documentId, open, attempt]);

  const refreshRequests = useCallback(async () => {
    const requests = await listIntakeRequests(documentId);
    setData((current) => (current.kind === 'ready' ? { ...current, requests } : current));
  }, [documentId]);

  return { data, reload: () => setAttempt((count) => count + 1), refreshRequests };
}
