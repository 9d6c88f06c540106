/**
 * The bundle editor's check off the main thread (issue 21 §6): one text in, its `checkBundleText`
 * out (JSON.parse, `lintBundle` with the caps, each message placed in the text). A bundle that may
 * not be saved comes back without its value: an over-cap bundle is never copied to the page.
 */
/// <reference lib="webworker" />
import { checkBundleText, forThePage } from '../bundle-diagnostics.ts';
import type { CheckAnswer, CheckRequest } from './check-messages.ts';

self.addEventListener('message', (event: MessageEvent<CheckRequest>) => {
  const { id, text } = event.data;
  const answer: CheckAnswer = { id, checked: forThePage(checkBundleText(text)) };
  (self as unknown as DedicatedWorkerGlobalScope).postMessage(answer);
});
