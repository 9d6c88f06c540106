// The integration's route component alone: its package entry would bundle the whole agent (issue 9).
import { getApmRoutes } from '@elastic/apm-rum-react/dist/es/get-apm-routes.js';
import { Navigate, Route } from 'react-router-dom';
import type { ReactElement } from 'react';

import { AppLayout } from '../components/layouts/app-layout.tsx';
import { RequireSession } from '../features/session/components/require-session.tsx';
import { SessionMenu } from '../features/session/components/session-menu.tsx';
import { NotFoundPage } from '../pages/not-found-page.tsx';
import { RouteErrorPage } from '../pages/route-error-page.tsx';
import { ChakraOutlet } from './chakra-outlet.tsx';
import { lazyAgent } from './monitoring.ts';
import { PageOf } from './page-of.tsx';
import { pageLoad } from './page-loader.ts';
import { RouteErrorBoundary } from './route-error-boundary.tsx';
import { SignedInFrame } from './signed-in-frame.tsx';
import { HOME_PATH, ROUTES, routePattern } from './routes.ts';
import type { RouteEntry } from './routes.ts';

const ApmRoutes = getApmRoutes(lazyAgent);

/**
 * Turns the route table into routes: `/` redirects home, exact entries match only their
 * own path, the others also match sub-paths, anything else is not found. Pages are fetched
 * on demand (`page-loader.ts`: once per loader, shared with the boot's preload) and drawn
 * without suspending (`PageOf`); every page that is not public sits under the session guard,
 * and every page but the `plain` ones under Chakra's provider, fetched on first use
 * (`ChakraOutlet`; the boot and the guard ask for the session meanwhile). The signed-in pages have
 * the portal's menu above them (`SignedInFrame`).
 *
 * The table is rendered as `<ApmRoutes>` (the @elastic/apm-rum-react integration, which
 * names a route-change transaction after the matched route; it wraps react-router's `<Routes>`,
 * elastic/apm-agent-rum-js#1449), to be drawn inside a declarative router (`<BrowserRouter>` in
 * the app, `<MemoryRouter>` in tests): the portal uses none of the data router's loaders, actions
 * or fetchers, and the data router weighed 16 KB gzip more on every page (issue 9 §2). A page that
 * throws while drawing shows `RouteErrorPage` until the next navigation (`RouteErrorBoundary`).
 * With the agent off ApmRoutes is a plain `<Routes>`. Build the element once per router, so its
 * children never change identity and a re-render never starts a new transaction. The agent is
 * handed in as `lazyAgent`, since it starts after the first paint (issue 9; src/app/monitoring.ts).
 *
 * @example <BrowserRouter>{buildRoutes()}</BrowserRouter>
 */
export function buildRoutes(table: readonly RouteEntry[] = ROUTES): ReactElement {
  const toRoute = ({ path, title, exact, load }: RouteEntry) => {
    const pattern = routePattern({ path, exact });
    return <Route key={pattern} path={pattern} element={<PageOf page={pageLoad(load)} title={title} />} />;
  };

  return (
    <RouteErrorBoundary fallback={<RouteErrorPage homePath={HOME_PATH} />}>
      <ApmRoutes>
        <Route element={<AppLayout actions={<SessionMenu />} />}>
          <Route index element={<Navigate to={HOME_PATH} replace />} />
          {table.filter((entry) => entry.public === true && entry.plain === true).map(toRoute)}
          <Route element={<ChakraOutlet />}>
            {table.filter((entry) => entry.public === true && entry.plain !== true).map(toRoute)}
            <Route path="*" element={<NotFoundPage homePath={HOME_PATH} />} />
          </Route>
          <Route element={<RequireSession />}>
            <Route element={<ChakraOutlet />}>
              <Route element={<SignedInFrame />}>{table.filter((entry) => entry.public !== true).map(toRoute)}</Route>
            </Route>
          </Route>
        </Route>
      </ApmRoutes>
    </RouteErrorBoundary>
  );
}
