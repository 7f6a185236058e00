import {
  unstable_HistoryRouter as HistoryRouter,
  type RouteObject,
  useLocation,
  useRoutes,
} from 'react-router';
import { CrashBoundary } from './crash-boundary';
import type { GuardedHistory } from './guarded-history';
import { GuardedHistoryContext } from './navigation-guard';
import { routes as appRoutes } from './router';

function AppRoutes({ routes }: { routes: RouteObject[] }) {
  const location = useLocation();
  const element = useRoutes(routes);
  return <CrashBoundary location={location}>{element}</CrashBoundary>;
}

/**
 * The app's routes on React Router's declarative API (the data router weighs about 17 KB gz more),
 * over a history the editor's leave guard can hold.
 */
export function AppRouter({
  history,
  routes = appRoutes,
}: {
  history: GuardedHistory;
  routes?: RouteObject[];
}) {
  return (
    <HistoryRouter history={history}>
      <GuardedHistoryContext value={history}>
        <AppRoutes routes={routes} />
      </GuardedHistoryContext>
    </HistoryRouter>
  );
}
