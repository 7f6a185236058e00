import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createAutosaver } from './autosaver';

/** A save the test finishes by hand, recording how many ran and how many at once. */
function heldSaves() {
  const answers: { resolve: () => void; reject: (error: unknown) => void }[] = [];
  let active = 0;
  let mostAtOnce = 0;
  const save = vi.fn(() => {
    active += 1;
    mostAtOnce = Math.max(mostAtOnce, active);
    return new Promise<void>((resolve, reject) => {
      const done = () => {
        active -= 1;
      };
      answers.push({
        resolve: () => {
          done();
          resolve();
        },
        reject: (error) => {
          done();
          reject(error);
        },
      });
    });
  });
  return {
    save,
    mostAtOnce: () => mostAtOnce,
    /** Finishes the oldest unfinished save, then lets promises settle. */
    async finish(error?: unknown) {
      const answer = answers.shift();
      if (!answer) throw new Error('No save is running');
      if (error === undefined) answer.resolve();
      else answer.reject(error);
      await vi.advanceTimersByTimeAsync(0);
    },
  };
}

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('createAutosaver', () => {
  it('saves 2 s after the last schedule by default', async () => {
    const save = vi.fn(async () => undefined);
    const saver = createAutosaver({ save });

    saver.schedule();
    await vi.advanceTimersByTimeAsync(1500);
    saver.schedule();
    await vi.advanceTimersByTimeAsync(1999);
    expect(save).not.toHaveBeenCalled();
    expect(saver.pending()).toBe(true);

    await vi.advanceTimersByTimeAsync(1);
    expect(save).toHaveBeenCalledTimes(1);
    expect(saver.pending()).toBe(false);
  });

  it('takes another delay', async () => {
    const save = vi.fn(async () => undefined);
    const saver = createAutosaver({ save, delayMs: 3000 });

    saver.schedule();
    await vi.advanceTimersByTimeAsync(2999);
    expect(save).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(save).toHaveBeenCalledTimes(1);
  });

  it('runs one save at a time, and a delay ending during a save queues exactly one more', async () => {
    const saves = heldSaves();
    const saver = createAutosaver({ save: saves.save, delayMs: 100 });

    saver.schedule();
    await vi.advanceTimersByTimeAsync(100);
    expect(saves.save).toHaveBeenCalledTimes(1);

    // Two more delays end while the first save runs.
    saver.schedule();
    await vi.advanceTimersByTimeAsync(100);
    saver.schedule();
    await vi.advanceTimersByTimeAsync(100);
    expect(saves.save).toHaveBeenCalledTimes(1);

    await saves.finish();
    expect(saves.save).toHaveBeenCalledTimes(2);
    await saves.finish();
    expect(saves.save).toHaveBeenCalledTimes(2);
    expect(saves.mostAtOnce()).toBe(1);
    expect(saver.pending()).toBe(false);
  });

  it('saves at once on flush and resolves when the save is done', async () => {
    const saves = heldSaves();
    const saver = createAutosaver({ save: saves.save });
    saver.schedule();

    let flushed = false;
    const flush = saver.flush().then(() => {
      flushed = true;
    });
    expect(saves.save).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(0);
    expect(flushed).toBe(false);

    await saves.finish();
    await flush;
    expect(flushed).toBe(true);
    // The flush took the place of the scheduled save.
    await vi.advanceTimersByTimeAsync(5000);
    expect(saves.save).toHaveBeenCalledTimes(1);
  });

  it('runs once more after a running save when flushed during it, and only then resolves', async () => {
    const saves = heldSaves();
    const saver = createAutosaver({ save: saves.save });
    saver.schedule();
    await vi.advanceTimersByTimeAsync(2000);
    expect(saves.save).toHaveBeenCalledTimes(1);

    let flushed = false;
    const flush = saver.flush().then(() => {
      flushed = true;
    });
    expect(saves.save).toHaveBeenCalledTimes(1);

    await saves.finish();
    expect(saves.save).toHaveBeenCalledTimes(2);
    expect(flushed).toBe(false);
    await saves.finish();
    await flush;
    expect(flushed).toBe(true);
    expect(saves.mostAtOnce()).toBe(1);
  });

  it('forgets a scheduled save on cancel', async () => {
    const save = vi.fn(async () => undefined);
    const saver = createAutosaver({ save });

    saver.schedule();
    saver.cancel();
    expect(saver.pending()).toBe(false);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(save).not.toHaveBeenCalled();
  });

  it('drops the save queued behind a running one on cancel, letting the running one finish', async () => {
    const saves = heldSaves();
    const saver = createAutosaver({ save: saves.save, delayMs: 100 });
    saver.schedule();
    await vi.advanceTimersByTimeAsync(100);
    saver.schedule();
    await vi.advanceTimersByTimeAsync(100);

    saver.cancel();
    await saves.finish();
    expect(saves.save).toHaveBeenCalledTimes(1);
  });

  it('tells onError about a failed scheduled save', async () => {
    const failure = new Error('offline');
    const onError = vi.fn();
    const saver = createAutosaver({ save: () => Promise.reject(failure), onError });

    saver.schedule();
    await vi.advanceTimersByTimeAsync(2000);
    expect(onError).toHaveBeenCalledWith(failure);
    expect(saver.pending()).toBe(false);
  });

  it('rejects a flush whose save fails, without calling onError', async () => {
    const failure = new Error('offline');
    const onError = vi.fn();
    const saver = createAutosaver({ save: () => Promise.reject(failure), onError });

    await expect(saver.flush()).rejects.toBe(failure);
    expect(onError).not.toHaveBeenCalled();
  });

  it('leaves the failure of a save that a flush joined to the flush', async () => {
    const saves = heldSaves();
    const onError = vi.fn();
    const saver = createAutosaver({ save: saves.save, onError });
    saver.schedule();
    await vi.advanceTimersByTimeAsync(2000);

    const flush = saver.flush();
    const outcome = flush.catch((error: unknown) => error);
    await saves.finish(new Error('first'));
    // The queued save carries the latest data: its outcome is the flush's.
    await saves.finish(new Error('second'));

    expect(await outcome).toEqual(new Error('second'));
    expect(onError).not.toHaveBeenCalled();
  });

  it('still runs the queued save when the save before it fails', async () => {
    const saves = heldSaves();
    const onError = vi.fn();
    const saver = createAutosaver({ save: saves.save, onError, delayMs: 100 });
    saver.schedule();
    await vi.advanceTimersByTimeAsync(100);
    saver.schedule();
    await vi.advanceTimersByTimeAsync(100);

    await saves.finish(new Error('offline'));
    expect(saves.save).toHaveBeenCalledTimes(2);
    await saves.finish();
    expect(onError).not.toHaveBeenCalled();
  });
});
