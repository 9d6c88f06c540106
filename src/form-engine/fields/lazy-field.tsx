/**
 * A custom field whose code is fetched when a form first draws it (issue 22 §3: the booking page's
 * weight). The fields only some enterprises, payment types or pages draw — the credit-card chooser,
 * the gift e-cards, the letter of commitment, the special enterprise's cost centre, the own-car
 * chooser, the attachment upload — are not part of the booking page's first load; the row shows 加载中… for the moment its
 * chunk takes. Drawn with `useLoaded` (src/lib/use-loaded.ts), not `React.lazy`: a suspending row
 * would meet React's 300 ms fallback throttle however soon the chunk arrives.
 */
import type { FieldProps } from '@rjsf/utils';
import type { ComponentType } from 'react';

import { lazyValue, useLoaded, type LazyValue } from '../../lib/use-loaded.ts';

/** The lazily fetched fields and widgets, so a test (or a page about to draw one) can fetch them first. */
const everyLazyField: LazyValue<unknown>[] = [];

/**
 * A field (or widget) component that fetches `load` on its first draw and draws what it gave.
 *
 * @example const CreditCardField = lazyField(() => import('./credit-card-field.tsx').then((m) => m.CreditCardField));
 */
export function lazyField<P extends object = FieldProps>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  const field = lazyValue(load);
  everyLazyField.push(field);
  function LazyField(props: P) {
    const Field = useLoaded(field.loaded, field.preload);
    return Field ? (
      <Field {...props} />
    ) : (
      <p className="fe-muted" role="status">
        加载中…
      </p>
    );
  }
  return LazyField;
}

/** Fetches every lazily drawn field (tests that draw them at once). */
export async function preloadLazyFields(): Promise<void> {
  await Promise.all(everyLazyField.map((field) => field.preload()));
}
