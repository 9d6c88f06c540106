/**
 * Runs the impact diff in a Web Worker (Vite bundles `diff.worker.ts` as a module worker), with
 * progress and cancellation; where no Worker exists (tests in jsdom) it runs inline.
 */
import type { EnterpriseBundle, StoredOrder } from '../../../../rules/index.ts';
import { computeImpact, type Impact, type ImpactPhase, type PeopleNames } from './impact.ts';
import { copyOfOrders, type ImpactMessage, type ImpactRequest } from './impact-messages.ts';

export interface ImpactRun {
  result: Promise<Impact | 'cancelled'>;
  cancel: () => void;
}

export function runImpact(
  saved: EnterpriseBundle,
  edited: EnterpriseBundle,
  orders: StoredOrder[],
  onProgress: (phase: ImpactPhase, done: number, total: number) => void,
  people: PeopleNames = {},
): ImpactRun {
  if (typeof Worker === 'undefined') {
    return { result: Promise.resolve().then(() => computeImpact(saved, edited, orders, onProgress, people)), cancel: () => undefined };
  }
  const worker = new Worker(new URL('./diff.worker.ts', import.meta.url), { type: 'module' });
  let settle: (value: Impact | 'cancelled') => void = () => undefined;
  const result = new Promise<Impact | 'cancelled'>((resolve) => (settle = resolve));
  worker.addEventListener('message', (event: MessageEvent<ImpactMessage>) => {
    const message = event.data;
    if (message.type === 'progress') onProgress(message.phase, message.done, message.total);
    else {
      settle(message.impact);
      worker.terminate();
    }
  });
  worker.addEventListener('error', (event) => {
    settle({ ok: false, message: event.message || '比较失败' });
    worker.terminate();
  });
  const request: ImpactRequest = { saved, edited, orders: copyOfOrders(orders), people };
  worker.postMessage(request, [request.orders]);
  return {
    result,
    cancel: () => {
      worker.terminate();
      settle('cancelled');
    },
  };
}
