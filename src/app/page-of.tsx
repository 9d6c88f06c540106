import { createElement, useState } from 'react';

import { Loading } from '../components/ui/loading.tsx';
import type { PageProps } from '../pages/page-props.ts';
import type { PageLoad } from './page-loader.ts';
import { useLoaded } from '../lib/use-loaded.ts';

/**
 * A route's page (`page-loader.ts`): drawn at once when its code is there; the boot's page not yet
 * there shows 加载中… until it arrives, without suspending (a failed fetch is thrown to the nearest
 * error boundary, as `React.lazy` would); any other page is `React.lazy` as before. Which of the
 * three is decided once per mount, so the page is never drawn anew by a change of component.
 *
 * @example <PageOf page={pageLoad(entry.load)} title={entry.title} />
 */
export function PageOf({ page, ...props }: PageProps & { page: PageLoad }) {
  const [suspends] = useState(() => page.loaded() === undefined && !page.fromBoot());
  return suspends ? createElement(page.lazy, props) : <PageWithoutSuspense page={page} {...props} />;
}

function PageWithoutSuspense({ page, ...props }: PageProps & { page: PageLoad }) {
  const Page = useLoaded(page.loaded, page.preload);
  // The component is the page module's default export: the same one on every render.
  return Page === undefined ? <Loading /> : createElement(Page, props);
}
