/**
 * A lookup's answer in a widget: asks when its inputs change (the city, spec §4 "lookups refresh
 * when the city changes"), keeps the last answer, and the Chinese message of a failure. An answer
 * that arrives after the inputs changed again is dropped.
 */
import { useEffect, useState } from 'react';

export type LookupState<T> = { status: 'idle' | 'loading'; items: readonly T[]; error: null } | { status: 'failed'; items: readonly T[]; error: string } | { status: 'ready'; items: readonly T[]; error: null };

/** The message of a failed lookup whose error says nothing usable. */
export const LOOKUP_FAILED = '加载失败，请稍后重试';

export function useLookup<T>(ask: (() => Promise<readonly T[]>) | null, key: string): LookupState<T> {
  const [state, setState] = useState<LookupState<T> & { key: string }>({ status: 'idle', items: [], error: null, key: '' });
  useEffect(() => {
    if (!ask) return;
    let current = true;
    ask().then(
      (items) => current && setState({ status: 'ready', items, error: null, key }),
      (error: unknown) =>
        current &&
        setState({ status: 'failed', items: [], error: error instanceof Error && /[\u4e00-\u9fff]/.test(error.message) ? error.message : LOOKUP_FAILED, key }),
    );
    return () => {
      current = false;
    };
    // `ask` is a new closure each render; the key names what it asks.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
  if (!ask) return { status: 'idle', items: [], error: null };
  return state.key === key ? state : { status: 'loading', items: [], error: null };
}
