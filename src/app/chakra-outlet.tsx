import { createElement } from 'react';
import type { ComponentType, ReactNode } from 'react';
import { Outlet } from 'react-router-dom';

import { Loading } from '../components/ui/loading.tsx';
import { useLoaded } from '../lib/use-loaded.ts';

type ChakraRoot = ComponentType<{ children: ReactNode }>;

let chakraRoot: Promise<ChakraRoot> | undefined;
let loadedRoot: ChakraRoot | undefined;
const loadedChakra = (): ChakraRoot | undefined => loadedRoot;

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
 * It never suspends (`useLoaded`): until Chakra is there it shows 加载中… itself, as `PageOf` does
 * for the boot's page.
 */
export function ChakraOutlet() {
  const Root = useLoaded(loadedChakra, preloadChakra);
  // The component is the chunk's default export: the same one on every render.
  return Root === undefined ? <Loading /> : createElement(Root, null, <Outlet />);
}
