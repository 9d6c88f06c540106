import { useEffect } from 'react';
import { parsePath, useLocation, useNavigate } from 'react-router-dom';
import type { Location, NavigateFunction, NavigateOptions } from 'react-router-dom';

/**
 * The router as code outside React sees it: the transport's hooks (a 401 sends the user to
 * /login, remembering where he was) and the tests. The portal's router is declarative
 * (`<BrowserRouter>`; react-router's data router weighed 16 KB gzip more on every page, issue 9 §2),
 * so its history lives inside the component: `<RouterHandleProbe>`, drawn inside the router, hands
 * out the location it draws and its `navigate`.
 */
export interface RouterHandle {
  /** The location the router drew last (before its first drawing: the one it starts at). */
  readonly location: Location;
  /** Path and search of `location`. */
  currentPath(): string;
  /** Navigates as `useNavigate()` does; asked before the router is drawn, it happens once it is. */
  navigate(to: string, options?: NavigateOptions): void;
  /** For `<RouterHandleProbe>`: the router drew `location` and navigates with `navigate`. */
  attach(location: Location, navigate: NavigateFunction): () => void;
}

/**
 * A handle on a router that starts at `initialPath` (path and search).
 *
 * @example const router = createRouterHandle(`${window.location.pathname}${window.location.search}`);
 */
export function createRouterHandle(initialPath: string): RouterHandle {
  let location: Location = { pathname: '/', search: '', hash: '', ...parsePath(initialPath), state: null, key: 'default' };
  let navigateWith: NavigateFunction | undefined;
  let pending: { to: string; options?: NavigateOptions } | undefined;
  return {
    get location() {
      return location;
    },
    currentPath: () => `${location.pathname}${location.search}`,
    navigate(to, options) {
      if (navigateWith === undefined) pending = { to, options };
      else void navigateWith(to, options);
    },
    attach(drawn, navigate) {
      location = drawn;
      navigateWith = navigate;
      const asked = pending;
      pending = undefined;
      if (asked !== undefined) void navigate(asked.to, asked.options);
      return () => {
        if (navigateWith === navigate) navigateWith = undefined;
      };
    },
  };
}

/** Drawn inside the router (beside the routes): keeps `handle` on the location the router draws. */
export function RouterHandleProbe({ handle }: { handle: RouterHandle }) {
  const location = useLocation();
  const navigate = useNavigate();
  // A passive effect: it runs after every layout effect of the drawing, so after useNavigate's own (a
  // navigate() before it is ignored) and the router's own (which starts listening to its history).
  useEffect(() => handle.attach(location, navigate), [handle, location, navigate]);
  return null;
}
