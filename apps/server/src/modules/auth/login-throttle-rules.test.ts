import {
  LOGIN_ACCOUNT_DAY_WINDOW_MS,
  LOGIN_FAILURE_WINDOW_MS,
  LOGIN_FAILURES_PER_ACCOUNT_ADDRESS,
  LOGIN_FAILURES_PER_ACCOUNT_DAY,
} from '@lexdraft/core';
import { describe, expect, it } from 'vitest';
import { memoryCounters } from './attempt-counters.js';
import { type AttemptPermit, loginThrottle } from './login-throttle.js';
import { throttleAddress } from './throttle-address.js';

// The throttle's rules on in-memory counters with a clock the test moves.
function setup() {
  let time = Date.parse('2026-03-02T09:00:00Z');
  const throttle = loginThrottle(memoryCounters({ now: () => time }));
  const attempt = async (account: string, ip: string, outcome: 'success' | 'failure') => {
    const permit = await throttle.begin(account, ip);
    if (permit.allowed) await permit.settle(outcome);
    return permit.allowed;
  };
  const fail = (account: string, ip: string, times = 1) =>
    Promise.all(Array.from({ length: times }, () => attempt(account, ip, 'failure')));
  return { throttle, attempt, fail, advance: (ms: number) => (time += ms) };
}

const waitOf = (permit: AttemptPermit) => (permit.allowed ? undefined : permit.retryAfterSeconds);

describe('failures per account and address', () => {
  it('refuses the account to that address only, after the limit, until the window ends', async () => {
    const { throttle, attempt, fail, advance } = setup();
    expect(await fail('a@firm.test', '10.0.0.1', LOGIN_FAILURES_PER_ACCOUNT_ADDRESS)).not.toContain(false);
    const refused = await throttle.begin('a@firm.test', '10.0.0.1');
    expect(waitOf(refused)).toBe(LOGIN_FAILURE_WINDOW_MS / 1000);
    expect(await attempt('a@firm.test', '10.0.0.1', 'success')).toBe(false);
    expect(await attempt('a@firm.test', '10.0.0.2', 'success')).toBe(true);
    expect(await attempt('b@firm.test', '10.0.0.1', 'success')).toBe(true);
    advance(LOGIN_FAILURE_WINDOW_MS - 60_000);
    expect(waitOf(await throttle.begin('a@firm.test', '10.0.0.1'))).toBe(60);
    advance(60_000);
    expect(await attempt('a@firm.test', '10.0.0.1', 'success')).toBe(true);
  });

  it('does not count right passwords, nor checks that could not be made', async () => {
    const { throttle, attempt, fail } = setup();
    await fail('a@firm.test', '10.0.0.1', LOGIN_FAILURES_PER_ACCOUNT_ADDRESS - 1);
    for (let i = 0; i < 5; i += 1) expect(await attempt('a@firm.test', '10.0.0.1', 'success')).toBe(true);
    const errored = await throttle.begin('a@firm.test', '10.0.0.1');
    if (errored.allowed) await errored.settle('error');
    expect(await attempt('a@firm.test', '10.0.0.1', 'failure')).toBe(true);
    expect(await attempt('a@firm.test', '10.0.0.1', 'success')).toBe(false);
  });

  it('lets no more simultaneous attempts through than the limit', async () => {
    const { throttle } = setup();
    const permits = await Promise.all(
      Array.from({ length: 30 }, () => throttle.begin('a@firm.test', '10.0.0.1')),
    );
    expect(permits.filter((permit) => permit.allowed)).toHaveLength(LOGIN_FAILURES_PER_ACCOUNT_ADDRESS);
  });

  it('never refuses an address for failures on other accounts', async () => {
    const { attempt, fail } = setup();
    for (let i = 0; i < 200; i += 1) await fail(`made-up-${i}@firm.test`, '10.0.0.1');
    expect(await attempt('real@firm.test', '10.0.0.1', 'success')).toBe(true);
    expect(await attempt('made-up-201@firm.test', '10.0.0.1', 'failure')).toBe(true);
  });

  it('counts an IPv6 /64 as one address', async () => {
    const { attempt, fail } = setup();
    for (let i = 1; i <= LOGIN_FAILURES_PER_ACCOUNT_ADDRESS; i += 1)
      await fail('a@firm.test', `2001:db8:1:2::${i}`);
    expect(await attempt('a@firm.test', '2001:db8:1:2:ffff::1', 'success')).toBe(false);
    expect(await attempt('a@firm.test', '2001:db8:1:3::1', 'success')).toBe(true);
  });
});

describe('the daily cap per account', () => {
  // Spread over addresses that each stay under the per-address limit.
  async function reachCap(fail: ReturnType<typeof setup>['fail']) {
    const addresses = LOGIN_FAILURES_PER_ACCOUNT_DAY / LOGIN_FAILURES_PER_ACCOUNT_ADDRESS;
    for (let a = 0; a < addresses; a += 1) {
      await fail('a@firm.test', `10.1.0.${a}`, LOGIN_FAILURES_PER_ACCOUNT_ADDRESS);
    }
  }

  it('refuses addresses that failed today, and still hears one that did not', async () => {
    const { throttle, attempt, fail, advance } = setup();
    await reachCap(fail);
    advance(LOGIN_FAILURE_WINDOW_MS);
    // Past the per-address window, a guessing address stays refused for the day.
    expect(await attempt('a@firm.test', '10.1.0.0', 'success')).toBe(false);
    // The owner, from an address that has not failed, signs in; again and again.
    expect(await attempt('a@firm.test', '10.2.0.1', 'success')).toBe(true);
    expect(await attempt('a@firm.test', '10.2.0.1', 'success')).toBe(true);
    // A fresh address gets one guess, then is refused for the day.
    expect(await attempt('a@firm.test', '10.2.0.2', 'failure')).toBe(true);
    const refused = await throttle.begin('a@firm.test', '10.2.0.2');
    expect(waitOf(refused)).toBeGreaterThan(LOGIN_FAILURE_WINDOW_MS / 1000);
    expect(await attempt('a@firm.test', '10.2.0.2', 'success')).toBe(false);
    // Other accounts are not affected.
    expect(await attempt('b@firm.test', '10.1.0.0', 'success')).toBe(true);
  });

  it('lets one of simultaneous guesses from a fresh address through once the cap is reached', async () => {
    const { throttle, fail, advance } = setup();
    await reachCap(fail);
    advance(LOGIN_FAILURE_WINDOW_MS);
    const permits = await Promise.all(
      Array.from({ length: 5 }, () => throttle.begin('a@firm.test', '10.3.0.1')),
    );
    expect(permits.filter((permit) => permit.allowed)).toHaveLength(1);
  });

  it('lifts at the end of the day', async () => {
    const { attempt, fail, advance } = setup();
    await reachCap(fail);
    advance(LOGIN_ACCOUNT_DAY_WINDOW_MS);
    expect(await attempt('a@firm.test', '10.1.0.0', 'success')).toBe(true);
  });
});

describe('throttleAddress', () => {
  it.each([
    ['10.1.2.3', '10.1.2.3'],
    ['::ffff:10.1.2.3', '10.1.2.3'],
    ['2001:db8:1:2:3:4:5:6', '2001:db8:1:2::/64'],
    ['2001:DB8:0001:0002::9', '2001:db8:1:2::/64'],
    ['2001:db8::1', '2001:db8:0:0::/64'],
    ['::1', '0:0:0:0::/64'],
    ['fe80::1%eth0', 'fe80:0:0:0::/64'],
    ['64:ff9b::192.0.2.1', '64:ff9b:0:0::/64'],
  ])('counts %s as %s', (ip, expected) => {
    expect(throttleAddress(ip)).toBe(expected);
  });
});

describe('memoryCounters', () => {
  it('keeps at most maxKeys counters, dropping the stalest', async () => {
    const counters = memoryCounters({ maxKeys: 3 });
    for (const key of ['a', 'b', 'c']) await counters.add(key, 60_000);
    await counters.add('a', 60_000);
    await counters.add('d', 60_000);
    expect((await counters.add('a', 60_000)).count).toBe(3);
    expect((await counters.add('b', 60_000)).count).toBe(1);
  });
});
