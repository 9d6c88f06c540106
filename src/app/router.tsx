import { lazy } from 'react';
import type { ComponentType, LazyExoticComponent } from 'react';
import { Navigate, createBrowserRouter } from 'react-router-dom';
import type { RouteObject } from 'react-router-dom';

import { AppLayout } from '../components/layouts/app-layout.tsx';
import { NotFoundPage } from '../pages/not-found-page.tsx';
import type { PageProps } from '../pages/page-props.ts';
import { HOME_PATH, ROUTES } from './routes.ts';
import type { RouteEntry } from './routes.ts';

type LazyPage = LazyExoticComponent<ComponentType<PageProps>>;

/**
 * Turns the route table into router objects: `/` redirects home, exact entries match
 * only their own path, the others also match sub-paths, anything else is not found.
 * Pages are React.lazy components rendered under the layout's Suspense boundary.
 */
export function buildRoutes(table: readonly RouteEntry[] = ROUTES): RouteObject[] {
  // One lazy component per loader, so entries sharing a page fetch it once.
  const lazyPages = new Map<RouteEntry['load'], LazyPage>();
  const pageFor = (load: RouteEntry['load']): LazyPage => {
    let page = lazyPages.get(load);
    if (page === undefined) {
      page = lazy(load);
      lazyPages.set(load, page);
    }
    return page;
  };

  const pages: RouteObject[] = table.map(({ path, title, exact, load }) => {
    const Page = pageFor(load);
    return { path: exact ? path : `${path}/*`, element: <Page title={title} /> };
  });

  return [
    {
      element: <AppLayout />,
      children: [
        { index: true, element: <Navigate to={HOME_PATH} replace /> },
        ...pages,
        { path: '*', element: <NotFoundPage homePath={HOME_PATH} /> },
      ],
    },
  ];
}

/** The portal's browser router over the full route table. */
export function createAppRouter() {
  return createBrowserRouter(buildRoutes());
}
