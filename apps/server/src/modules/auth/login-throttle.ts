import { createHash } from 'node:crypto';
import {
  LOGIN_ACCOUNT_DAY_WINDOW_MS,
  LOGIN_FAILURE_WINDOW_MS,
  LOGIN_FAILURES_PER_ACCOUNT_ADDRESS,
  LOGIN_FAILURES_PER_ACCOUNT_DAY,
} from '@lexdraft/core';
import type { AttemptCounters } from './attempt-counters.js';
import { throttleAddress } from './throttle-address.js';

// Bounds on guessing that never lock out a person with the right password (docs/auth-api.md):
// - per account and address: LOGIN_FAILURES_PER_ACCOUNT_ADDRESS failures per
//   LOGIN_FAILURE_WINDOW_MS, then that account answers 429 to that address only;
// - per account across addresses: past LOGIN_FAILURES_PER_ACCOUNT_DAY failures in a day, an
//   address that has failed on the account that day is refused, while one that has not is still
//   heard, so a guesser spread over many addresses gets one try per address and the owner,
//   from an address that has not been guessing, still signs in;
// - no bound per address alone: it would have to let a right password through, and then its
//   refusal would tell a guesser no more than a 401 does, while it would lock a shared office
//   address out of every account.
// An attempt is counted before the password is checked and taken back when it was right, so that
// simultaneous attempts cannot all pass a check made before any of them failed.

/** The outcome of asking to try a password: refused with the wait, or allowed until settled. */
export type AttemptPermit =
  | { allowed: false; retryAfterSeconds: number }
  | { allowed: true; settle: (outcome: 'success' | 'failure' | 'error') => Promise<void> };

/** What the throttle keeps per account, hashed so that the store holds no email addresses. */
function accountKey(account: string): string {
  return createHash('sha256').update(account).digest('hex').slice(0, 32);
}

/** The sign-in throttle over a set of counters (in memory, or Redis shared by every instance). */
export function loginThrottle(counters: AttemptCounters) {
  const keysOf = (account: string, ip: string) => {
    const who = accountKey(account);
    const where = throttleAddress(ip);
    return {
      recent: `recent:${who}:${where}`,
      today: `today:${who}`,
      failedHere: `failed-here:${who}:${where}`,
    };
  };

  const refuse = (ttlMs: number): AttemptPermit => ({
    allowed: false,
    retryAfterSeconds: Math.max(1, Math.ceil(ttlMs / 1000)),
  });

  return {
    /** Counts an attempt on `account` from `ip`, or refuses it; the caller settles it once known. */
    async begin(account: string, ip: string): Promise<AttemptPermit> {
      const keys = keysOf(account, ip);
      const recent = await counters.add(keys.recent, LOGIN_FAILURE_WINDOW_MS);
      if (recent.count > LOGIN_FAILURES_PER_ACCOUNT_ADDRESS) {
        await counters.remove(keys.recent);
        return refuse(recent.ttlMs);
      }
      const today = await counters.add(keys.today, LOGIN_ACCOUNT_DAY_WINDOW_MS);
      const failedHere = await counters.add(keys.failedHere, LOGIN_ACCOUNT_DAY_WINDOW_MS);
      const releaseAll = async () => {
        await counters.remove(keys.recent);
        await counters.remove(keys.today);
        await counters.remove(keys.failedHere);
      };
      // Both counts include this attempt: the day's cap was already reached, and this address
      // had already failed (or is trying in parallel) on this account today.
      if (today.count > LOGIN_FAILURES_PER_ACCOUNT_DAY && failedHere.count > 1) {
        await releaseAll();
        return refuse(Math.min(today.ttlMs, failedHere.ttlMs));
      }
      let settled = false;
      return {
        allowed: true,
        settle: async (outcome) => {
          if (settled) return;
          settled = true;
          // A failure stays counted; a right password, or a check that could not be made, is no guess.
          if (outcome !== 'failure') await releaseAll();
        },
      };
    },
  };
}

/** The body of the 429 answer; the wait also goes in Retry-After. */
export function tooManyAttemptsMessage(seconds: number): string {
  return `Too many sign-in attempts. Try again in ${seconds} seconds.`;
}
