import { useEffect, useState } from 'react';

/**
 * A lazily fetched module's value, drawn without suspending: what `loaded()` has now, else undefined
 * until `preload()` resolves (the component then renders again with it). A failed fetch is thrown to
 * the nearest error boundary, as `React.lazy` would. Why not `React.lazy`: a suspending boundary meets
 * React's 300 ms fallback throttle however soon the chunk arrives (src/app/page-loader.ts).
 * `wanted` false (a dialog not opened yet) fetches nothing: the fetch starts once it turns true.
 *
 * @example const Page = useLoaded(page.loaded, page.preload); return Page ? <Page /> : <Loading />;
 */
export function useLoaded<T>(loaded: () => T | undefined, preload: () => Promise<T>, wanted = true): T | undefined {
  const [, arrived] = useState(0);
  const [failure, setFailure] = useState<{ error: unknown } | null>(null);
  const value = loaded();
  useEffect(() => {
    if (value !== undefined || !wanted) return;
    let current = true;
    preload().then(
      () => current && arrived((n) => n + 1),
      (error: unknown) => current && setFailure({ error }),
    );
    return () => {
      current = false;
    };
  }, [value, preload, wanted]);
  if (failure) throw failure.error;
  return value;
}

/** A module fetched once on first use (a failed fetch may be tried again), and what it gave once it arrived. */
export interface LazyValue<T> {
  preload(): Promise<T>;
  loaded(): T | undefined;
}

/**
 * One fetch of `load` shared by every caller, for `useLoaded`.
 *
 * @example const body = lazyValue(() => import('./confirm-dialog-body.tsx').then((m) => m.ConfirmDialogBody));
 */
export function lazyValue<T>(load: () => Promise<T>): LazyValue<T> {
  let value: T | undefined;
  let pending: Promise<T> | undefined;
  return {
    preload: () =>
      (pending ??= load().then(
        (arrived) => (value = arrived),
        (error: unknown) => {
          pending = undefined;
          throw error;
        },
      )),
    loaded: () => value,
  };
}
