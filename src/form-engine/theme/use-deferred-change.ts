/**
 * Typing without the whole form (issue 9: keystroke → next frame ≤ 16 ms at 500 fields, and no
 * slower at 500 fields than at 50). RJSF answers every `onChange` with a pass over the whole
 * form (defaults of every field, the retrieved schema, a clone of the data, every row's memo
 * check), and the booking page then evaluates the rules and recompiles: cost that grows with the
 * form. A text box therefore keeps what the booker types as its own state, which re-renders this
 * one box, and hands it to the form once typing pauses (`COMMIT_AFTER_MS`), when the box loses
 * focus, on Enter (before the form's implicit submit reads the data), and when it unmounts.
 *
 * The pattern is the one RJSF's maintainers point to for laggy typing (rjsf-team/react-jsonschema-form#3715,
 * "local state + deferred updates"); JSON Forms' Material renderers debounce text inputs by 300 ms too.
 */
import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import type { KeyboardEvent } from 'react';
import { flushSync } from 'react-dom';

/** How long typing must pause before the text reaches the form (docs/performance.md "Form engine: typing stays in the box"). */
export const COMMIT_AFTER_MS = 300;

export interface DeferredChange<V> {
  /** What the box shows: the text being typed, else the form's value. */
  shown: V;
  /** A keystroke: shown at once, handed to the form after the pause. */
  type(next: V): void;
  /** Hands a pending text to the form now (blur, Enter). */
  commit(): void;
  /** Commits on Enter, so a submit by Enter sees the text. */
  onKeyDown(event: KeyboardEvent): void;
}

/**
 * The commits of the boxes holding typed text, by each box's `typed` ref. Leaving the page (reload, close, navigating away)
 * fires `pagehide`; the page's draft is written on that same event (`use-booking-draft.ts`), so
 * what was typed in the last 300 ms must reach the form's data first. One capturing listener for
 * all boxes (at the window, capturing listeners run before the draft's bubbling one) commits them
 * inside `flushSync`, so the form and the page have rendered the text, and their effects have run,
 * before the draft's listener reads the data.
 */
const typing = new Map<object, () => void>();

function commitAllTyping(): void {
  if (typing.size === 0) return;
  flushSync(() => {
    for (const commit of [...typing.values()]) commit();
  });
}

if (typeof window !== 'undefined') window.addEventListener('pagehide', commitAllTyping, { capture: true });

/**
 * @example
 * const text = useDeferredChange(value, onChange);
 * <input value={text.shown} onChange={(e) => text.type(e.target.value)} onBlur={() => { text.commit(); onBlur(id, value); }} onKeyDown={text.onKeyDown} />
 */
export function useDeferredChange<V>(value: V, onChange: (next: V) => void): DeferredChange<V> {
  const [pending, setPending] = useState<{ text: V } | undefined>(undefined);
  // Read by the timer and the unmount, which outlive the render that scheduled them; written by
  // the handlers (the text) and after each render (the form's latest onChange).
  const typed = useRef<{ text: V } | undefined>(undefined);
  const latestOnChange = useRef(onChange);
  useLayoutEffect(() => {
    latestOnChange.current = onChange;
  });
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  // A value the page sets itself while the booker types (a restored draft, a rule's reset) wins:
  // the text being typed is dropped. Our own commit changes the value too, but clears the text first.
  const [seenValue, setSeenValue] = useState(value);
  let current = pending;
  if (!Object.is(value, seenValue)) {
    setSeenValue(value);
    if (pending !== undefined) {
      current = undefined;
      setPending(undefined);
    }
  }

  const commit = useCallback(() => {
    clearTimeout(timer.current);
    timer.current = undefined;
    const text = typed.current;
    if (text === undefined) return;
    typed.current = undefined;
    typing.delete(typed);
    setPending(undefined);
    latestOnChange.current(text.text);
  }, []);

  useEffect(() => {
    if (current === undefined && typed.current !== undefined) {
      clearTimeout(timer.current);
      typed.current = undefined;
      typing.delete(typed);
    }
  });

  const type = useCallback(
    (next: V) => {
      typed.current = { text: next };
      typing.set(typed, commit);
      setPending(typed.current);
      clearTimeout(timer.current);
      timer.current = setTimeout(commit, COMMIT_AFTER_MS);
    },
    [commit],
  );

  const onKeyDown = useCallback(
    (event: KeyboardEvent) => {
      if (event.key === 'Enter') commit();
    },
    [commit],
  );

  // A box that goes away (a rule hides it, the page changes) still hands over what was typed.
  useEffect(() => commit, [commit]);

  return { shown: current === undefined ? value : current.text, type, commit, onKeyDown };
}
