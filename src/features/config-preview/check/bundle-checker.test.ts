import { describe, expect, it } from 'vitest';

import { checkBundleText, forThePage } from '../bundle-diagnostics.ts';
import { bundleChecker, type CheckWorker } from './bundle-checker.ts';
import type { CheckAnswer, CheckRequest } from './check-messages.ts';

/** A worker the test answers by hand: it records each request and answers when told. */
function fakeWorker() {
  const requests: CheckRequest[] = [];
  let onMessage: ((event: MessageEvent<CheckAnswer>) => void) | undefined;
  let made = 0;
  const worker: CheckWorker = {
    postMessage: (request: CheckRequest) => void requests.push(request),
    terminate: () => undefined,
    addEventListener: ((type: string, listener: (event: MessageEvent<CheckAnswer>) => void) => {
      if (type === 'message') onMessage = listener;
    }) as CheckWorker['addEventListener'],
  };
  return {
    requests,
    get made() {
      return made;
    },
    make: () => ((made += 1), worker),
    /** Answers the request `n` (0-based) with the real check of its text. */
    answer(n: number) {
      const { id, text } = requests[n]!;
      onMessage?.({ data: { id, checked: forThePage(checkBundleText(text)) } } as MessageEvent<CheckAnswer>);
    },
  };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('bundleChecker: the editor’s text checked in a worker, one at a time, the newest first', () => {
  it('checks a text once, however often it is asked (the linter and the page ask the same text)', async () => {
    const fake = fakeWorker();
    const checker = bundleChecker(fake.make);
    const first = checker.check('{"enterpriseId": 1}');
    const again = checker.check('{"enterpriseId": 1}');
    expect(fake.requests).toHaveLength(1);
    fake.answer(0);
    expect(await first).toMatchObject({ parsed: true, errors: [], canonical: '{"enterpriseId":1}' });
    expect(await again).toBe(await first);
    expect(await checker.check('{"enterpriseId": 1}')).toBe(await first);
    expect(fake.requests).toHaveLength(1);
    expect(fake.made).toBe(1);
  });

  it('while one text is checked, a newer one waits and replaces the one waiting before it, whose askers get nothing', async () => {
    const fake = fakeWorker();
    const checker = bundleChecker(fake.make);
    const a = checker.check('{"enterpriseId": 1}');
    const b = checker.check('{"enterpriseId": 2}');
    const c = checker.check('{"enterpriseId": 3}');
    expect(await b).toBeUndefined();
    expect(fake.requests.map((r) => r.text)).toEqual(['{"enterpriseId": 1}']);
    fake.answer(0);
    await settle();
    expect(fake.requests.map((r) => r.text)).toEqual(['{"enterpriseId": 1}', '{"enterpriseId": 3}']);
    fake.answer(1);
    const [first, last] = [await a, await c];
    expect(first?.parsed && first.canonical).toBe('{"enterpriseId":1}');
    expect(last?.parsed && last.canonical).toBe('{"enterpriseId":3}');
  });

  it('an answer to a request no longer running (after dispose) is dropped', async () => {
    const fake = fakeWorker();
    const checker = bundleChecker(fake.make);
    const asked = checker.check('{"enterpriseId": 1}');
    checker.dispose();
    fake.answer(0);
    expect(await asked).toBeUndefined();
  });

  it('runs inline where there is no Worker (jsdom, Node)', async () => {
    expect(await bundleChecker(undefined).check('{"enterpriseId": 1,}')).toMatchObject({ parsed: false });
  });
});
