import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { preloadPages } from '@/app/pages';
import { routes } from '@/app/router';
import { Toaster } from '@/components/ui/sonner';

// The app fetches a page's code when its route is matched; the tests render a route in one step.
await preloadPages();

/** Renders the whole app (router, session, toasts) at a path, on an in-memory history. */
export function renderApp(path: string, state?: unknown) {
  const url = new URL(path, 'http://app.test');
  const router = createMemoryRouter(routes, {
    initialEntries: [{ pathname: url.pathname, search: url.search, state }],
  });
  const view = render(
    <>
      <RouterProvider router={router} />
      <Toaster />
    </>,
  );
  return { router, ...view };
}
