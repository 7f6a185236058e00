import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { loadToasts } from '@/lib/toast';
import { cnCheckingConflicts } from './class-conflicts';
import { expectNoUnhandledRequests } from './fake-backend';

// Every cn() of the app fails its test when two of its classes set the same property.
vi.mock('@/lib/utils', () => ({ cn: cnCheckingConflicts }));

// The app fetches sonner at its first toast; here it is fetched once, so that a toast is on screen
// as soon as the app asks for it, as the tests were written for.
await loadToasts();

// A screen that mounts the editor can take over a second to appear on a 2-core machine running the
// server's tests beside these; waiting longer for what the user would see changes no assertion.
configure({ asyncUtilTimeout: 4000 });

// A modal Radix dialog turns the page's pointer events off one render before it turns its own back
// on (in an effect that jsdom may run after a test's click, as happened under CI load). A browser
// paints both together; so does this rule, so a click lands on the dialog as a person's would.
// Once per jsdom: the web project's files share one (isolate: false in vitest.config.ts).
if (!document.getElementById('modal-pointer-events')) {
  const modalPointerEvents = document.createElement('style');
  modalPointerEvents.id = 'modal-pointer-events';
  modalPointerEvents.textContent = "[role='dialog'], [role='alertdialog'] { pointer-events: auto; }";
  document.head.append(modalPointerEvents);
}

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
