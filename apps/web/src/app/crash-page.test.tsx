import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { lazy } from 'react';
import type { RouteObject } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, type MockInstance, vi } from 'vitest';
import { configureApiClient } from '@/api/client';
import { buildUser } from '@/test/fixtures';
import { memoryHistory } from '@/test/render-app';
import { startSignedIn } from '@/test/session';
import { AppRouter } from './app-router';
import { lazyPage } from './lazy-page';
import { reloadPage } from './reload-page';
import { routes } from './router';

vi.mock('./reload-page', () => ({ reloadPage: vi.fn() }));

function Thrower(): never {
  throw new Error('The clause list is undefined');
}

function chunkError() {
  return new TypeError('Failed to fetch dynamically imported module: /assets/x.js');
}

const BrokenPage = lazyPage(() => Promise.reject(chunkError()));
// React.lazy without our wrapper, as a route's own code would load.
const BrokenRoute = lazy(() => Promise.reject(chunkError()));

// The app's own route table with two broken pages added under its root, so that the crash page
// under test is the one the app has.
function renderWithBrokenRoutes(path: string) {
  // The session's layout route: the one without a path of its own (the signing page's comes first).
  const root = routes.find((route) => route.path === undefined && route.children);
  if (!root || root.index) throw new Error('The route table has no root layout');
  const rest = routes.filter((route) => route !== root);
  const broken: RouteObject[] = [
    { path: '/broken/render', Component: Thrower },
    // How the app's pages load (lazyPage), and a bare React.lazy route.
    { path: '/broken/code', element: <BrokenPage /> },
    { path: '/broken/route', element: <BrokenRoute /> },
  ];
  const table = [...rest, { ...root, children: [...broken, ...(root.children ?? [])] }];
  const history = memoryHistory(path);
  render(<AppRouter history={history} routes={table} />);
  return history;
}

let consoleError: MockInstance<typeof console.error>;

beforeEach(() => {
  startSignedIn(buildUser());
  configureApiClient({ baseUrl: '' });
  // React and the router report the caught error too; the test reads what was logged.
  consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
});

afterEach(() => {
  consoleError.mockRestore();
  vi.mocked(reloadPage).mockClear();
});

/** The id the page shows, after checking the page says what happened and offers a reload. */
async function expectCrashPage(): Promise<string> {
  expect(await screen.findByRole('heading', { level: 1, name: 'Something went wrong' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Reload' })).toBeInTheDocument();
  const idText = screen.getByText(/^Error ID: /).textContent ?? '';
  const id = idText.replace('Error ID: ', '');
  expect(id).toMatch(/^[0-9a-f]{8}$/);
  return id;
}

/** What was logged with the id, once: the page logs it in an effect, which may run after the page shows. */
async function loggedWithId(id: string) {
  const withId = () => consoleError.mock.calls.filter(([message]) => message === `Error ID: ${id}`);
  await waitFor(() => expect(withId()).not.toHaveLength(0));
  return withId();
}

describe('crash page', () => {
  it('shows a page that throws while rendering, with an id that is logged with the error', async () => {
    renderWithBrokenRoutes('/broken/render');
    const id = await expectCrashPage();
    const logged = await loggedWithId(id);
    expect(logged).toHaveLength(1);
    expect(logged[0]?.[1]).toEqual(new Error('The clause list is undefined'));
  });

  it.each(['/broken/code', '/broken/route'])('shows a page whose code fails to load (%s)', async (path) => {
    renderWithBrokenRoutes(path);
    const id = await expectCrashPage();
    const logged = await loggedWithId(id);
    expect(logged).toHaveLength(1);
    expect(String(logged[0]?.[1])).toContain('Failed to fetch dynamically imported module');
  });

  it('reloads the page from the Reload button', async () => {
    renderWithBrokenRoutes('/broken/render');
    await expectCrashPage();
    await userEvent.click(screen.getByRole('button', { name: 'Reload' }));
    expect(reloadPage).toHaveBeenCalledTimes(1);
  });

  it('goes away when the user goes elsewhere', async () => {
    const history = renderWithBrokenRoutes('/broken/render');
    await expectCrashPage();
    act(() => history.push('/nowhere'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
    expect(screen.queryByText(/^Error ID: /)).not.toBeInTheDocument();
  });
});
