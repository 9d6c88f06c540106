/**
 * Issue 9 §2: the portal draws its routes in react-router's declarative router (`<BrowserRouter>`,
 * src/app/app.tsx), not in its data router (`createBrowserRouter` + `<RouterProvider>`), which it
 * used only for one `errorElement` and which weighed 16 KB gzip more on every page. react-router is
 * one module file, so the build's module list cannot tell the two apart: these tests read the code
 * the build kept, after tree-shaking, for texts that only the data router carries.
 */
import { beforeAll, describe, expect, it } from 'vitest';

import { type Chunk, chunksOf } from './build-chunks.ts';

/** Texts of the data router's code: `createRouter`'s check of its routes, `createBrowserRouter`'s hydration. */
const DATA_ROUTER = ['You must provide a non-empty routes array to createRouter', '__staticRouterHydrationData'];
/** A text of `<Routes>` (useRoutes' check that it is inside a router): react-router's code is read at all. */
const ROUTES_CODE = 'useRoutes() may be used only in the context of a <Router> component.';

describe('react-router in the application build (issue 9 §2)', () => {
  let chunks: Chunk[];
  beforeAll(async () => {
    chunks = await chunksOf({});
  }, 120_000);

  it('carries the declarative router’s <Routes>', () => {
    expect(chunks.filter((chunk) => chunk.code.includes(ROUTES_CODE))).toHaveLength(1);
  });

  it.each(DATA_ROUTER)('carries none of the data router (no chunk holds “%s”)', (text) => {
    expect(chunks.filter((chunk) => chunk.code.includes(text)).map((chunk) => chunk.fileName)).toEqual([]);
  });
});
