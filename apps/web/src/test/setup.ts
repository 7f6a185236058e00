import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { expectNoUnhandledRequests } from './fake-backend';

afterEach(() => {
  try {
    expectNoUnhandledRequests();
  } finally {
    // A failed check must not leave this test's page mounted under the next one.
    cleanup();
    localStorage.clear();
    sessionStorage.clear();
    // Fake backends stub fetch and session tests fake the clock; neither may leak into the next test.
    vi.unstubAllGlobals();
    vi.useRealTimers();
  }
});
