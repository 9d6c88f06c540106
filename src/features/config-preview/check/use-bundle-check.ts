/**
 * The page's side of the editor's check (issue 21 §6): the check of the current text, from the
 * page's `BundleChecker` (a worker), asked once the text has rested `REST_MS`; until it answers, the
 * last answer stays with `current: false`, so the page may keep showing it but must not save by it.
 */
import { useEffect, useState } from 'react';

import type { CheckedText } from '../bundle-diagnostics.ts';
import type { BundleChecker } from './bundle-checker.ts';

/** How long the text must rest before it is checked: typing does not start a check per key. */
export const REST_MS = 250;

export interface TextCheck {
  checked: CheckedText;
  /** Whether `checked` is the check of the text given now. */
  current: boolean;
}

/**
 * @example const { checked, current } = useBundleCheck(checker, text, initial);
 */
export function useBundleCheck(checker: BundleChecker, text: string, initial: { text: string; checked: CheckedText }): TextCheck {
  const [answer, setAnswer] = useState(initial);
  useEffect(() => {
    let live = true;
    const timer = setTimeout(() => {
      void checker.check(text).then((checked) => {
        if (live && checked) setAnswer({ text, checked });
      });
    }, REST_MS);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [checker, text]);
  return { checked: answer.checked, current: answer.text === text };
}
