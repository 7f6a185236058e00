import { describe, expect, it } from 'vitest';
import { semaphore } from './semaphore.js';

describe('semaphore', () => {
  it('lets `limit` holders work at once and the others in the order they came', async () => {
    const withTurn = semaphore(2);
    const started: number[] = [];
    let running = 0;
    let most = 0;
    const releases: (() => void)[] = [];
    const jobs = [0, 1, 2, 3, 4].map((index) =>
      withTurn(async () => {
        started.push(index);
        running += 1;
        most = Math.max(most, running);
        await new Promise<void>((resolve) => releases.push(resolve));
        running -= 1;
        return index;
      }),
    );
    const settle = () => new Promise((resolve) => setImmediate(resolve));
    await settle();
    expect(started).toEqual([0, 1]);
    releases.shift()!();
    await settle();
    expect(started).toEqual([0, 1, 2]);
    while (releases.length > 0 || started.length < 5) {
      releases.shift()?.();
      await settle();
    }
    expect(await Promise.all(jobs)).toEqual([0, 1, 2, 3, 4]);
    expect(started).toEqual([0, 1, 2, 3, 4]);
    expect(most).toBe(2);
  });

  it('gives the turn back when the work fails', async () => {
    const withTurn = semaphore(1);
    await expect(withTurn(() => Promise.reject(new Error('failed')))).rejects.toThrow('failed');
    await expect(withTurn(async () => 'next')).resolves.toBe('next');
  });
});
