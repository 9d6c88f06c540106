/**
 * Progress and cancellation of a long diff or replay (issue 10 §2: the page's Worker shows
 * progress and can be cancelled). Cancelling is asked for, so it is not a failure of the input:
 * it throws one typed error the caller expects (like TanStack Query's `CancelledError`).
 */
import type { DiffOptions } from './diff-model.ts';

/** Thrown by `diffBundles` and `replayOrders` when their signal aborts or `shouldStop()` says so. */
export class DiffCancelled extends Error {
  constructor() {
    super('比较已取消 / diff cancelled');
    this.name = 'DiffCancelled';
  }
}

/** How many units of work pass between two checks: often enough to feel instant, rarely enough to cost nothing. */
const CHECK_EVERY = 256;

/**
 * A ticker: `tick(n)` counts work done and, every few hundred units and at the end, reports
 * progress and stops the work when asked to.
 */
export function progressTicker(options: DiffOptions | undefined, total: number): { tick(units?: number): void; done(): void } {
  let done = 0;
  let sinceCheck = 0;
  const check = () => {
    sinceCheck = 0;
    if (options?.signal?.aborted || options?.shouldStop?.()) throw new DiffCancelled();
    options?.onProgress?.(done, total);
  };
  check();
  return {
    tick(units = 1) {
      done += units;
      sinceCheck += units;
      if (sinceCheck >= CHECK_EVERY) check();
    },
    done() {
      done = total;
      check();
    },
  };
}
