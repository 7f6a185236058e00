import { describe, expect, it } from 'vitest';
import { HttpError } from './errors.js';
import { runningPerKey } from './running-per-key.js';

describe('runningPerKey', () => {
  it('refuses a third task of one key while two run, not another key, and frees a slot when one ends', async () => {
    const run = runningPerKey(2, 'Wait for one to finish.');
    const gates: (() => void)[] = [];
    const held = () => new Promise<string>((resolve) => gates.push(() => resolve('done')));
    const first = run('ann', held);
    const second = run('ann', held);
    await expect(run('ann', held)).rejects.toEqual(new HttpError(429, 'Wait for one to finish.'));
    const other = run('bob', held);
    gates[0]?.();
    await expect(first).resolves.toBe('done');
    const third = run('ann', held);
    for (const open of gates.slice(1)) open();
    await expect(Promise.all([second, other, third])).resolves.toEqual(['done', 'done', 'done']);
  });

  it('frees the slot when a task fails', async () => {
    const run = runningPerKey(1, 'Busy.');
    await expect(run('ann', () => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    await expect(run('ann', async () => 'again')).resolves.toBe('again');
  });
});
