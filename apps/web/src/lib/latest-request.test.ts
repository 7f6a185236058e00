import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { deferred } from '@/test/fake-backend';
import { latestRequest } from './latest-request';

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

/** Lets every settled promise run its callbacks. */
const settle = () => vi.advanceTimersByTimeAsync(0);

/** A task the test answers by hand, recording each run and how many ran at once. */
function heldTasks() {
  const answers: ReturnType<typeof deferred<string>>[] = [];
  const failures: ((error: unknown) => void)[] = [];
  let active = 0;
  let mostAtOnce = 0;
  const task = vi.fn((name: string) => {
    active += 1;
    mostAtOnce = Math.max(mostAtOnce, active);
    const answer = deferred<string>();
    answers.push(answer);
    return new Promise<string>((resolve, reject) => {
      failures.push((error) => {
        active -= 1;
        reject(error);
      });
      void answer.promise.then(() => {
        active -= 1;
        resolve(name);
      });
    });
  });
  return {
    task,
    mostAtOnce: () => mostAtOnce,
    async finish(index: number) {
      answers[index]?.resolve('');
      await settle();
    },
    async fail(index: number, error: unknown) {
      failures[index]?.(error);
      await settle();
    },
  };
}

describe('start and track', () => {
  it('keeps only the newest started request current', () => {
    const requests = latestRequest();
    const first = requests.start();
    expect(first()).toBe(true);
    const second = requests.start();
    expect(first()).toBe(false);
    expect(second()).toBe(true);
  });

  it('lets tracked requests stay current beside newer ones, until a drop', () => {
    const requests = latestRequest();
    const tracked = requests.track();
    const started = requests.start();
    requests.track();
    expect(tracked()).toBe(true);
    expect(started()).toBe(true);
    requests.drop();
    expect(tracked()).toBe(false);
    expect(started()).toBe(false);
    expect(requests.start()()).toBe(true);
  });

  it("makes an inner kind's requests stale when the outer one drops, and only then", () => {
    const store = latestRequest();
    const lists = latestRequest(store);
    const documents = latestRequest(store);
    const list = lists.start();
    const document = documents.start();
    lists.drop();
    expect(list()).toBe(false);
    expect(document()).toBe(true);
    const next = lists.start();
    store.drop();
    expect(next()).toBe(false);
    expect(document()).toBe(false);
  });
});

describe('run', () => {
  it('runs one task at a time; a task asked for meanwhile replaces the waiting one', async () => {
    const held = heldTasks();
    const requests = latestRequest();
    const first = requests.run(() => held.task('first'));
    const second = requests.run(() => held.task('second'));
    const third = requests.run(() => held.task('third'));
    expect(held.task).toHaveBeenCalledTimes(1);
    expect(requests.busy()).toBe(true);

    await held.finish(0);
    expect(held.task).toHaveBeenCalledTimes(2);
    expect(held.task).toHaveBeenLastCalledWith('third');
    await held.finish(1);
    // Every caller answers with the newest task's outcome.
    await expect(Promise.all([first, second, third])).resolves.toEqual(['third', 'third', 'third']);
    expect(held.mostAtOnce()).toBe(1);
    expect(requests.busy()).toBe(false);
  });

  it('answers a caller with its own outcome when nothing waits, failure included', async () => {
    const held = heldTasks();
    const requests = latestRequest();
    const first = requests.run(() => held.task('first'));
    await held.finish(0);
    await expect(first).resolves.toBe('first');
    const failing = requests.run(() => held.task('second'));
    const caught = failing.catch((error: unknown) => error);
    await held.fail(1, new Error('offline'));
    expect(await caught).toEqual(new Error('offline'));
  });

  it('answers the caller of a failed task with the outcome of the one that ran after it', async () => {
    const held = heldTasks();
    const requests = latestRequest();
    const first = requests.run(() => held.task('first'));
    const second = requests.run(() => held.task('second'));
    await held.fail(0, new Error('stale'));
    await held.finish(1);
    await expect(first).resolves.toBe('second');
    await expect(second).resolves.toBe('second');
  });

  it('fails a task that throws at once like one that rejects', async () => {
    const requests = latestRequest();
    const thrown = requests.run(() => {
      throw new Error('at once');
    });
    await expect(thrown).rejects.toThrow('at once');
    expect(requests.busy()).toBe(false);
  });

  it('tells a running task that its answer is stale after a drop', async () => {
    const held = heldTasks();
    const requests = latestRequest();
    let isCurrent = () => true;
    const running = requests.run((current) => {
      isCurrent = current;
      return held.task('first');
    });
    expect(isCurrent()).toBe(true);
    requests.drop();
    expect(isCurrent()).toBe(false);
    await held.finish(0);
    await expect(running).resolves.toBe('first');
  });

  it('forgets a waiting task at a drop; its callers take the running outcome', async () => {
    const held = heldTasks();
    const requests = latestRequest();
    const first = requests.run(() => held.task('first'));
    const forgotten = requests.run(() => held.task('forgotten'));
    requests.drop();
    await held.finish(0);
    expect(held.task).toHaveBeenCalledTimes(1);
    await expect(Promise.all([first, forgotten])).resolves.toEqual(['first', 'first']);
  });
});
