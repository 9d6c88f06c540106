import { Suspense, lazy } from 'react';
import { Outlet } from 'react-router-dom';

import type * as ChakraRootModuleType from '../components/ui/chakra-root.tsx';
import { Loading } from '../components/ui/loading.tsx';

type ChakraRootModule = typeof ChakraRootModuleType;
let chakraRoot: Promise<ChakraRootModule> | undefined;

/**
 * Starts fetching Chakra (its provider and the chunks it shares with the pages) once; the app calls
 * it at boot on a path that needs Chakra and on a successful sign-in, so the fetch runs beside
 * `CurrentUser` and the page's own chunks instead of after them.
 */
export function preloadChakra() {
  chakraRoot ??= import('../components/ui/chakra-root.tsx');
  return chakraRoot;
}

const ChakraRoot = lazy(preloadChakra);

/**
 * The outlet of every route drawn with Chakra: its provider, fetched on first use. The shell and the
 * sign-in pages (`plain` in the route table) are plain elements styled by ui.css and load no Chakra
 * (issue 9 §2: /login ≤ 180 KB of JavaScript, of which Chakra alone was about 80 KB).
 */
export function ChakraOutlet() {
  return (
    <Suspense fallback={<Loading />}>
      <ChakraRoot>
        <Outlet />
      </ChakraRoot>
    </Suspense>
  );
}
