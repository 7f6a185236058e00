import { act } from '@testing-library/react';
import { vi } from 'vitest';
import type { User } from '@/api/auth-types';
import { clearSession, setAccessToken, setStoredUser } from '@/api/token-storage';
import { initialAuthState, useAuthStore } from '@/auth/auth-store';
import { json, type RouteHandler } from './fake-backend';

/** A page load with a stored session: token and user in storage, the store as a fresh page has it. */
export function startSignedIn(user: User, token = 'token-1'): void {
  setAccessToken(token);
  setStoredUser(user);
  useAuthStore.setState(initialAuthState());
}

/** A page load signed in as `user`, the fake backend answering GET /users/me with them. */
export function startSignedInAs(backend: { routes: Record<string, RouteHandler> }, user: User): void {
  startSignedIn(user);
  backend.routes['GET /users/me'] = () => json(200, user);
}

/** A page load without a session. */
export function startSignedOut(): void {
  clearSession();
  useAuthStore.setState(initialAuthState());
}

/** Moves the fake clock on and lets promises and React settle (fake timers only). */
export async function advance(ms: number): Promise<void> {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
}

/**
 * Fakes the clock for debounces. Testing Library waits for a real 0 ms timeout after each user
 * event unless it sees Jest's fake timers; this `jest` lets it advance Vitest's (unstubbed after each test).
 */
export function startFakeClock(): void {
  vi.useFakeTimers();
  vi.stubGlobal('jest', { advanceTimersByTime: (ms: number) => vi.advanceTimersByTime(ms) });
}
