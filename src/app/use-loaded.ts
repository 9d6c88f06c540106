import { useEffect, useState } from 'react';

/**
 * A lazily fetched module's value, drawn without suspending: what `loaded()` has now, else undefined
 * until `preload()` resolves (the component then renders again with it). A failed fetch is thrown to
 * the nearest error boundary, as `React.lazy` would. Why not `React.lazy`: a suspending boundary meets
 * React's 300 ms fallback throttle however soon the chunk arrives (page-loader.ts).
 *
 * @example const Page = useLoaded(page.loaded, page.preload); return Page ? <Page /> : <Loading />;
 */
export function useLoaded<T>(loaded: () => T | undefined, preload: () => Promise<T>): T | undefined {
  const [, arrived] = useState(0);
  const [failure, setFailure] = useState<{ error: unknown } | null>(null);
  const value = loaded();
  useEffect(() => {
    if (value !== undefined) return;
    let current = true;
    preload().then(
      () => current && arrived((n) => n + 1),
      (error: unknown) => current && setFailure({ error }),
    );
    return () => {
      current = false;
    };
  }, [value, preload]);
  if (failure) throw failure.error;
  return value;
}
