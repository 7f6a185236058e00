import { HttpError } from './errors.js';

// Work that takes a worker thread for seconds (a Word import, a Word export) is limited per user:
// one user cannot fill the pool that everyone shares. The count lives in this process, which is
// where the threads are; it is released when the work ends, however it ends.

/** Runs tasks at most `max` at once per key (a user's id); one more is refused with 429 and `detail`. */
export function runningPerKey(max: number, detail: string) {
  const running = new Map<string, number>();
  return async function run<T>(key: string, task: () => Promise<T>): Promise<T> {
    const count = running.get(key) ?? 0;
    if (count >= max) throw new HttpError(429, detail);
    running.set(key, count + 1);
    try {
      return await task();
    } finally {
      const left = (running.get(key) ?? 1) - 1;
      if (left > 0) running.set(key, left);
      else running.delete(key);
    }
  };
}
