/**
 * What a refused 下一步 tells the booker (issue 22 §2 "Errors"): a summary above the buttons of
 * everything still missing or wrong, one line per field in the order the step lists them, each a
 * button that takes the booker to its field; and the focus on the first invalid field, so a
 * keyboard or screen-reader user lands where the work is (the sentence under it is read through
 * the control's `aria-describedby`). The same messages as under the fields: the step's errors,
 * one channel (rules/step/).
 *
 * The fields are found by the error lines the engine draws (`<id>__error`, focus-refusal.ts): the
 * first one in the page's order is the first invalid field, whatever part of the form drew it.
 */
import { useEffect, useRef, type RefObject } from 'react';

import { controlOf } from './focus-refusal.ts';

export interface SummaryError {
  path: string;
  message: string;
}

/**
 * Focuses the control of the first error line drawn in `container` (page order); false when none is drawn.
 *
 * @example focusFirstInvalid(formBox) // the car level's first radio, when 车型等级为必填项 is the first error line
 */
export function focusFirstInvalid(container: ParentNode): boolean {
  const lines = [...container.querySelectorAll<HTMLElement>('[id$="__error"]')].find((line) => (line.textContent ?? '').trim() !== '');
  if (!lines) return false;
  const control = controlOf(container, lines);
  const target = control ?? lines;
  target.scrollIntoView?.({ block: 'center' });
  control?.focus({ preventScroll: true });
  return true;
}

/**
 * A ref for the form's container: each time `attempt` grows (the booker pressed 下一步) and errors
 * are drawn, the first invalid field gets the focus once the form has drawn its error lines.
 *
 * @example const box = useFocusFirstInvalid(attempts, errors.length > 0); return <Stack ref={box}>…</Stack>;
 */
export function useFocusFirstInvalid(attempt: number, invalid: boolean, container?: RefObject<HTMLElement | null>): RefObject<HTMLElement | null> {
  const own = useRef<HTMLElement>(null);
  const box = container ?? own;
  useEffect(() => {
    if (attempt === 0 || !invalid) return;
    // Two frames: RJSF draws the new error lines in the render after it took the errors in.
    let second = 0;
    const first = requestAnimationFrame(() => {
      second = requestAnimationFrame(() => {
        if (box.current) focusFirstInvalid(box.current);
      });
    });
    return () => {
      cancelAnimationFrame(first);
      cancelAnimationFrame(second);
    };
    // Only a new attempt moves the focus: the booker's typing must not be interrupted.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [attempt]);
  return box;
}

export interface ErrorSummaryProps {
  errors: readonly SummaryError[];
  /** The form's container, where the fields are looked for. */
  container: RefObject<HTMLElement | null>;
}
