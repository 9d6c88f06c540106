/**
 * Checks the editor's text in a Web Worker (`bundle-check.worker.ts`, issue 21 §6), so that parsing
 * and linting a bundle of hundreds of kilobytes never runs on the thread that draws the typing.
 * The editor's linter and the page ask the same checker: a text asked twice is checked once. The
 * worker checks one text at a time; a text asked while it is busy waits, and a newer one replaces
 * it (its askers get `undefined`: the text they asked about is no longer the editor's). Where no
 * Worker exists (unit tests in jsdom), the check runs inline.
 */
import { checkBundleText, forThePage, type CheckedText } from '../bundle-diagnostics.ts';
import type { CheckAnswer, CheckRequest } from './check-messages.ts';

export interface BundleChecker {
  /** The text's check, or `undefined` when a newer text replaced it before its turn. */
  check(text: string): Promise<CheckedText | undefined>;
  dispose(): void;
}

interface Job {
  text: string;
  result: Promise<CheckedText | undefined>;
  settle: (checked: CheckedText | undefined) => void;
}

function job(text: string): Job {
  let settle: Job['settle'] = () => undefined;
  const result = new Promise<CheckedText | undefined>((resolve) => (settle = resolve));
  return { text, result, settle };
}

/** What the checker needs of a worker (tests hand in their own). */
export type CheckWorker = Pick<Worker, 'postMessage' | 'terminate' | 'addEventListener'>;

const moduleWorker = (): CheckWorker => new Worker(new URL('./bundle-check.worker.ts', import.meta.url), { type: 'module' });

/**
 * @example const checker = bundleChecker(); const checked = await checker.check(text); checker.dispose();
 */
export function bundleChecker(makeWorker: (() => CheckWorker) | undefined = typeof Worker === 'undefined' ? undefined : moduleWorker): BundleChecker {
  if (!makeWorker) {
    return { check: (text) => Promise.resolve().then(() => forThePage(checkBundleText(text))), dispose: () => undefined };
  }
  let worker: CheckWorker | undefined;
  let running: (Job & { id: number }) | undefined;
  let waiting: Job | undefined;
  /** The last text answered: asked again (the linter after the page, or the other way round), it is not checked again. */
  let last: { text: string; checked: CheckedText } | undefined;
  let ids = 0;

  const start = (next: Job) => {
    worker ??= createWorker();
    running = { ...next, id: (ids += 1) };
    const request: CheckRequest = { id: running.id, text: next.text };
    worker.postMessage(request);
  };
  const createWorker = () => {
    const created = makeWorker();
    created.addEventListener('message', (event: MessageEvent<CheckAnswer>) => {
      if (!running || event.data.id !== running.id) return;
      const done = running;
      running = undefined;
      last = { text: done.text, checked: event.data.checked };
      done.settle(event.data.checked);
      const next = waiting;
      waiting = undefined;
      if (next) start(next);
    });
    created.addEventListener('error', (event: ErrorEvent) => {
      // A worker that failed to load or threw: the check says so as one message, and the next text gets a new worker.
      const failed = running;
      running = undefined;
      worker = undefined;
      created.terminate();
      failed?.settle({ parsed: false, diagnostics: [{ from: 0, to: 0, severity: 'error', message: `无法检查配置：${event.message || '检查程序出错'}` }] });
      const next = waiting;
      waiting = undefined;
      if (next) start(next);
    });
    return created;
  };

  return {
    check(text) {
      if (last?.text === text) return Promise.resolve(last.checked);
      if (running?.text === text) return running.result;
      if (waiting?.text === text) return waiting.result;
      const next = job(text);
      if (running) {
        waiting?.settle(undefined);
        waiting = next;
      } else start(next);
      return next.result;
    },
    dispose() {
      worker?.terminate();
      worker = undefined;
      running?.settle(undefined);
      waiting?.settle(undefined);
      running = waiting = undefined;
    },
  };
}
