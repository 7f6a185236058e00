import type { BulkJobStatus } from '@lexdraft/core';
import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiError } from '@/api/api-error';
import { type BulkJob, getBulkJob } from '@/api/bulk';
import { errorMessage } from '@/lib/error-message';

/** How often a job still at work is read again. */
export const BULK_POLL_MS = 1_000;

/** True while the job may still change: it is waiting for a worker or making rows. */
export const isJobActive = (status: BulkJobStatus) => status === 'queued' || status === 'running';

interface BulkJobLoad {
  /** The last answer; null before the first. */
  job: BulkJob | null;
  notFound: boolean;
  /** The last read failed: with a job, it is still shown and read again; without, nothing is. */
  failure: string | null;
  /** Reads the job again now, and polls again while it is at work (Retry, after Cancel). */
  reload: () => void;
}

/**
 * Reads the job, then again every BULK_POLL_MS while it is queued or running, and stops when it
 * has finished. A timer set after each answer (not an interval): a slow server is never asked twice
 * at once. A failed read of a job already shown does not stop the polling: the network may be back.
 */
export function useBulkJob(id: string): BulkJobLoad {
  const [job, setJob] = useState<BulkJob | null>(null);
  const [notFound, setNotFound] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);
  // The job whose answer is on screen: a failed read of it keeps the polling going.
  const shownId = useRef<string | null>(null);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` is how reload asks again.
  useEffect(() => {
    const controller = new AbortController();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const poll = async () => {
      try {
        const answer = await getBulkJob(id, { signal: controller.signal });
        if (controller.signal.aborted) return;
        shownId.current = id;
        setJob(answer);
        setNotFound(false);
        setFailure(null);
        if (isJobActive(answer.status)) timer = setTimeout(() => void poll(), BULK_POLL_MS);
      } catch (error) {
        if (controller.signal.aborted) return;
        if (error instanceof ApiError && error.status === 404) {
          setJob(null);
          setNotFound(true);
          return;
        }
        setFailure(errorMessage(error, 'Failed to load the job'));
        if (shownId.current === id) timer = setTimeout(() => void poll(), BULK_POLL_MS);
      }
    };
    void poll();
    return () => {
      controller.abort();
      clearTimeout(timer);
    };
  }, [id, attempt]);

  const reload = useCallback(() => setAttempt((count) => count + 1), []);
  return { job, notFound, failure, reload };
}
