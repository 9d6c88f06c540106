/**
 * The impact diff off the main thread (issue 10 §2): one message in (saved bundle, edited bundle,
 * stored orders as JSON bytes, transferred: issue 24 §4), progress messages out, then the impact. Cancelling is the page terminating the
 * worker: the diff's loop never yields, so no message could reach it mid-run, and a terminated
 * worker stops at once (rules/diff's `shouldStop` would need SharedArrayBuffer, i.e. cross-origin
 * isolation, which the portal does not have).
 */
/// <reference lib="webworker" />
import { computeImpact } from './impact.ts';
import { decodeOrders, type ImpactMessage, type ImpactRequest } from './impact-messages.ts';

const post = (message: ImpactMessage) => (self as unknown as DedicatedWorkerGlobalScope).postMessage(message);

self.addEventListener('message', (event: MessageEvent<ImpactRequest>) => {
  const { saved, edited, people } = event.data;
  try {
    const orders = decodeOrders(event.data.orders);
    const impact = computeImpact(saved, edited, orders, (phase, done, total) => post({ type: 'progress', phase, done, total }), people);
    post({ type: 'done', impact });
  } catch (error) {
    post({ type: 'done', impact: { ok: false, message: error instanceof Error ? error.message : String(error) } });
  }
});
