import { render } from '@testing-library/react';
import { UNSAFE_createMemoryHistory as createMemoryHistory } from 'react-router';
import { AppRouter } from '@/app/app-router';
import { createGuardedHistory } from '@/app/guarded-history';
import { preloadPages } from '@/app/pages';
import { Toaster } from '@/components/ui/sonner';

// The app fetches a page's code when its route is matched; the tests render a route in one step.
await preloadPages();

/** An in-memory history for the app's router, starting at `path` (with history state `state`). */
export function memoryHistory(path: string, state?: unknown) {
  const url = new URL(path, 'http://app.test');
  return createGuardedHistory(
    createMemoryHistory({
      initialEntries: [{ pathname: url.pathname, search: url.search, state }],
      v5Compat: true,
    }),
  );
}

/** Renders the whole app (router, session, toasts) at a path, on an in-memory history. */
export function renderApp(path: string, state?: unknown) {
  const history = memoryHistory(path, state);
  // Shaped like the data router the tests were written against: `router.state.location`.
  const router = {
    state: {
      get location() {
        return history.location;
      },
    },
  };
  const view = render(
    <>
      <AppRouter history={history} />
      <Toaster />
    </>,
  );
  return { router, history, ...view };
}
