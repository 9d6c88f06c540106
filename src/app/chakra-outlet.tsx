import { useEffect, useState } from 'react';
import type { ComponentType, ReactNode } from 'react';
import { Outlet } from 'react-router-dom';

import { Loading } from '../components/ui/loading.tsx';

type ChakraRoot = ComponentType<{ children: ReactNode }>;

let chakraRoot: Promise<ChakraRoot> | undefined;
let loadedRoot: ChakraRoot | undefined;

/**
 * Starts fetching Chakra (its provider and the chunks it shares with the pages) once; the app calls
 * it at boot on a path that needs Chakra and on a successful sign-in, so the fetch runs beside
 * `CurrentUser` and the page's own chunks instead of after them.
 */
export function preloadChakra(): Promise<ChakraRoot> {
  chakraRoot ??= import('../components/ui/chakra-root.tsx').then(
    (module) => (loadedRoot = module.default),
    (error: unknown) => {
      // A failed fetch may be tried again (the next page drawn with Chakra asks anew).
      chakraRoot = undefined;
      throw error;
    },
  );
  return chakraRoot;
}

/**
 * The outlet of every route drawn with Chakra: its provider, fetched on first use. The shell and the
 * sign-in pages (`plain` in the route table) are plain elements styled by ui.css and load no Chakra
 * (issue 9 §2: /login ≤ 180 KB of JavaScript, of which Chakra alone was about 80 KB).
 *
 * It never suspends: until Chakra is there it shows 加载中… itself, as `PageOf` does for the boot's
 * page, because a suspending outlet would meet React's 300 ms fallback throttle (page-loader.ts).
 * A failed fetch is thrown to the nearest error boundary, as `React.lazy` would.
 */
export function ChakraOutlet() {
  const [Root, setRoot] = useState<ChakraRoot | undefined>(() => loadedRoot);
  const [failure, setFailure] = useState<{ error: unknown } | null>(null);
  useEffect(() => {
    if (Root !== undefined) return;
    let current = true;
    preloadChakra().then(
      (root) => current && setRoot(() => root),
      (error: unknown) => current && setFailure({ error }),
    );
    return () => {
      current = false;
    };
  }, [Root]);
  if (failure) throw failure.error;
  if (Root === undefined) return <Loading />;
  return (
    <Root>
      <Outlet />
    </Root>
  );
}
