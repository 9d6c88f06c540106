/**
 * A route's page code, fetched once per loader and drawn without suspending once it is there.
 *
 * The boot asks for the page of the URL it starts on beside the app's first render
 * (`boot-prefetch.ts`), so its chunks are on the way before the session is known. The page is
 * drawn by `PageOf` below instead of `React.lazy`: a lazy page that suspends under the layout's
 * Suspense boundary shows its fallback, and React then holds the page back until 300 ms after that
 * fallback appeared (its fallback throttle), however soon the chunk arrives. Measured at 200 special
 * fields: about 250 ms of the booking page's mount went idle there (docs/performance.md
 * "Mount"). The boot's page, when not loaded yet, shows 加载中… itself and is drawn when its code
 * arrives. A page reached by navigating later is still `React.lazy` under the Suspense boundary: the
 * monitoring agent's route-change transaction (ApmRoutes) is only finished and sent when the page
 * suspends (sign-in.e2e.ts "delivers the RUM agent's events" failed without it).
 */
import { lazy } from 'react';
import type { ComponentType, LazyExoticComponent } from 'react';

import type { PageModule } from './routes.ts';
import type { PageProps } from '../pages/page-props.ts';

export interface PageLoad {
  /** Starts fetching the page's code (once per loader); resolves with its component. */
  preload(): Promise<ComponentType<PageProps>>;
  /** The component, once its code has arrived. */
  loaded(): ComponentType<PageProps> | undefined;
  /** Starts fetching as the boot does: the page the portal opens on (drawn without suspending). */
  preloadAtBoot(): Promise<ComponentType<PageProps>>;
  /**
   * Marks the page as the one the portal opens on (drawn without suspending) without fetching it
   * yet: the boot of a page under the session guard fetches it once the session's round is sent.
   */
  markBoot(): void;
  /** Whether the boot asked for this page. */
  fromBoot(): boolean;
  /** The page as `React.lazy`, one per loader. */
  readonly lazy: LazyExoticComponent<ComponentType<PageProps>>;
}

const loads = new WeakMap<() => Promise<PageModule>, PageLoad>();

/**
 * The one `PageLoad` of a route's `load` function: entries sharing a page share it, and the boot
 * and the router see the same fetch.
 *
 * @example void pageLoad(entry.load).preload(); // the chunk is on its way
 */
export function pageLoad(load: () => Promise<PageModule>): PageLoad {
  let page = loads.get(load);
  if (page === undefined) {
    let component: ComponentType<PageProps> | undefined;
    let pending: Promise<ComponentType<PageProps>> | undefined;
    let boot = false;
    const preload = () =>
      (pending ??= load().then(
        (module) => (component = module.default),
        (error: unknown) => {
          // A failed fetch may be tried again (the next navigation to the page asks anew).
          pending = undefined;
          throw error;
        },
      ));
    page = {
      preload,
      loaded: () => component,
      preloadAtBoot: () => {
        boot = true;
        return preload();
      },
      markBoot: () => {
        boot = true;
      },
      fromBoot: () => boot,
      lazy: lazy(() => preload().then((loaded) => ({ default: loaded }))),
    };
    loads.set(load, page);
  }
  return page;
}
