import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

afterEach(() => {
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
  // Fake backends stub fetch and session tests fake the clock; neither may leak into the next test.
  vi.unstubAllGlobals();
  vi.useRealTimers();
});
