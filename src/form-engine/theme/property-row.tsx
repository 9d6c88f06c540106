/**
 * One property of an object, memoized on what it shows (issue 8 §4): RJSF re-creates every
 * property's element on each change and resolves the object's schema anew, so its own memo sees
 * new objects and re-renders all of them. This row compares the property's value, errors, schema
 * (by content), uiSchema, flags and the registry, and skips the whole property when none changed,
 * so a keystroke renders the one field it touched (docs/performance.md "Form engine: typing stays in the box").
 *
 * Skipping is safe because RJSF v6 reports a change by path to the form, which applies it to its
 * current data: a skipped field's callbacks do not hold stale data.
 */
import type { Registry } from '@rjsf/utils';
import { deepEquals } from '@rjsf/utils';
import { memo } from 'react';
import type { ReactElement } from 'react';

export interface PropertyRowProps {
  content: ReactElement;
  value: unknown;
  errors: unknown;
  schema: unknown;
  uiSchema: unknown;
  required: boolean;
  disabled: boolean;
  readonly: boolean;
  registry: Registry;
}

/** Equal when nothing the property shows changed; `content` is left out on purpose (it is new every time). */
export function sameRow(before: PropertyRowProps, after: PropertyRowProps): boolean {
  return (
    before.value === after.value &&
    before.uiSchema === after.uiSchema &&
    before.required === after.required &&
    before.disabled === after.disabled &&
    before.readonly === after.readonly &&
    before.registry === after.registry &&
    (before.errors === after.errors || deepEquals(before.errors, after.errors)) &&
    (before.schema === after.schema || deepEquals(before.schema, after.schema))
  );
}

function Row({ content }: PropertyRowProps) {
  return <div className="form-engine-row">{content}</div>;
}

export const PropertyRow = memo(Row, sameRow);
