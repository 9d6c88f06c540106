/**
 * Takes the booker to a field the server refused (issue 21 §1 and §4: an approver it does not
 * accept, an address it cannot place). The refusal comes back after 提交订单 or an estimate, when the
 * form has just been drawn again from its top: without this the sentence sits under a field far down
 * the page with nothing pointing at it (tried as a new user would). The field's control gets the
 * focus (a screen reader reads the sentence through its `aria-describedby`) and is scrolled to the
 * middle of the view.
 *
 * The control is found by the error lines the engine draws under a field (`<id>__error`, named by
 * the control's `aria-describedby`, docs/forms.md "Accessibility"): by the pointer's id
 * (`/administrativeReviewerMsg` → `root_administrativeReviewerMsg__error`, shortened a segment at a
 * time, as a part's error may be drawn under its field), else by the sentence itself.
 */
import { useEffect, useRef, type RefObject } from 'react';

/** A value inside a double-quoted attribute selector. */
const quoted = (value: string) => `"${value.replace(/["\\]/g, '\\$&')}"`;

/** The error lines of `pointer`'s field within `container`, or undefined. */
export function refusalLines(container: ParentNode, pointer: string, message: string, idPrefix = 'root'): Element | undefined {
  const segments = pointer.split('/').slice(1);
  for (let length = segments.length; length > 0; length -= 1) {
    const id = `${idPrefix}_${segments.slice(0, length).join('_')}__error`;
    const lines = container.querySelector(`[id=${quoted(id)}]`);
    if (lines) return lines;
  }
  return [...container.querySelectorAll('[id$="__error"]')].find((lines) => (lines.textContent ?? '').includes(message));
}

const FOCUSABLE = 'input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), button:not([disabled])';

/**
 * The control the error lines describe: the element whose `aria-describedby` names them, or, when
 * that is a group (the car levels' radiogroup fieldset), its chosen or first input.
 */
export function controlOf(container: ParentNode, lines: Element): HTMLElement | null {
  const described = container.querySelector<HTMLElement>(`[aria-describedby~=${quoted(lines.id)}]`);
  if (!described || described.matches(FOCUSABLE)) return described;
  return described.querySelector<HTMLElement>('input:checked:not([disabled])') ?? described.querySelector<HTMLElement>(FOCUSABLE);
}

/** Focuses the control the error lines describe (else brings the lines into view). */
export function focusRefusal(container: ParentNode, pointer: string, message: string, idPrefix = 'root'): boolean {
  const lines = refusalLines(container, pointer, message, idPrefix);
  if (!lines) return false;
  const control = controlOf(container, lines);
  const target = control ?? (lines as HTMLElement);
  target.scrollIntoView?.({ block: 'center' });
  control?.focus({ preventScroll: true });
  return true;
}

/**
 * A ref for the form's container: each time `refused` holds a new refusal, its first field is
 * focused once the form has drawn it.
 *
 * @example const formBox = useFocusOnRefusal(snapshot.context.refused); return <Box ref={formBox}>…</Box>;
 */
export function useFocusOnRefusal(refused: readonly { path: string; message: string }[] | undefined): RefObject<HTMLDivElement | null> {
  const container = useRef<HTMLDivElement>(null);
  const first = refused?.[0];
  useEffect(() => {
    if (!first || !container.current) return;
    // After this commit's paint: the error lines are drawn by the same render.
    const frame = requestAnimationFrame(() => {
      if (container.current) focusRefusal(container.current, first.path, first.message);
    });
    return () => cancelAnimationFrame(frame);
  }, [first]);
  return container;
}
