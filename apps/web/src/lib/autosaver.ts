import { MERGE_FIELD_SAVE_DEBOUNCE_MS } from '@lexdraft/core';
import { latestRequest } from './latest-request';

/** Options of an autosaver. */
export interface AutosaverOptions {
  /** The save itself; it reads what to save when it runs, not when it was scheduled. */
  save: () => Promise<void>;
  /** Quiet time after the last change before saving (spec section 4: 2 s by default). */
  delayMs?: number;
  /** Told of a failed scheduled save; a flush rejects instead, so its caller can word the failure. */
  onError?: (error: unknown) => void;
}

/** A save debounced after the last change, one at a time. */
export interface Autosaver {
  /** Starts (or restarts) the delay. */
  schedule(): void;
  /** Saves now instead of waiting; resolves when everything scheduled so far is saved. */
  flush(): Promise<void>;
  /** Forgets a scheduled save (a save already running finishes). */
  cancel(): void;
  /** True while a save is scheduled or running. */
  pending(): boolean;
}

/**
 * The spec's general autosave helper: saves `delayMs` after the last change, and when the delay ends
 * while a save is running, queues one further save to run after it, never two at once.
 */
export function createAutosaver({
  save,
  delayMs = MERGE_FIELD_SAVE_DEBOUNCE_MS,
  onError = () => undefined,
}: AutosaverOptions): Autosaver {
  let timer: ReturnType<typeof setTimeout> | undefined;
  // One save in flight; the delay ending during it queues one further save, which reads the latest data.
  const saves = latestRequest();
  // A flush waits for the running save: its caller words a failure, so onError stays quiet.
  let flushJoined = false;

  const clearTimer = () => {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
  };

  const run = (): Promise<void> => {
    clearTimer();
    if (!saves.busy()) flushJoined = false;
    return saves.run(save);
  };

  return {
    schedule() {
      clearTimer();
      timer = setTimeout(() => {
        run().catch((error: unknown) => {
          if (!flushJoined) onError(error);
        });
      }, delayMs);
    },
    async flush() {
      // A running save may have read its data before the latest change: run() queues one more after it.
      const saved = run();
      flushJoined = true;
      await saved;
    },
    cancel() {
      clearTimer();
      saves.drop();
    },
    pending: () => timer !== undefined || saves.busy(),
  };
}
