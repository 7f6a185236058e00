import {
  UPLOAD_PROGRESS_CAP,
  UPLOAD_PROGRESS_INTERVAL_MS,
  UPLOAD_PROGRESS_RESET_MS,
  UPLOAD_PROGRESS_STEP,
} from '@lexdraft/core';
import { useCallback, useEffect, useRef, useState } from 'react';

// An upload's progress as spec sections 4 and 9 set it: idle, then uploading, rising by 10 every
// 200 ms up to 90, then 100 once the upload is done, then idle again 500 ms later. The browser's
// fetch reports no upload progress, so the bar says that work goes on, not how much is left.

/** Null while idle; else the percent to show. */
export type UploadProgress = number | null;

export interface UploadProgressTracker {
  progress: UploadProgress;
  /** Runs an upload, showing its progress; answers or throws what it does. A failure goes straight back to idle. */
  track: <T>(upload: () => Promise<T>) => Promise<T>;
}

export function useUploadProgress(): UploadProgressTracker {
  const [progress, setProgress] = useState<UploadProgress>(null);
  const timers = useRef<{ rise?: ReturnType<typeof setInterval>; reset?: ReturnType<typeof setTimeout> }>({});

  const stop = useCallback(() => {
    clearInterval(timers.current.rise);
    clearTimeout(timers.current.reset);
    timers.current = {};
  }, []);
  useEffect(() => stop, [stop]);

  const track = useCallback(
    async <T>(upload: () => Promise<T>): Promise<T> => {
      stop();
      setProgress(0);
      timers.current.rise = setInterval(() => {
        setProgress((current) => Math.min(UPLOAD_PROGRESS_CAP, (current ?? 0) + UPLOAD_PROGRESS_STEP));
      }, UPLOAD_PROGRESS_INTERVAL_MS);
      try {
        const result = await upload();
        stop();
        setProgress(100);
        timers.current.reset = setTimeout(() => setProgress(null), UPLOAD_PROGRESS_RESET_MS);
        return result;
      } catch (error) {
        stop();
        setProgress(null);
        throw error;
      }
    },
    [stop],
  );

  return { progress, track };
}
