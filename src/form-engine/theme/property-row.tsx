/**
 * One property of an object, memoized on what it shows (issue 8 §4): RJSF re-creates every
 * property's element on each change and resolves the object's schema anew, so its own memo sees
 * new objects and re-renders all of them. This row compares the property's value, errors, schema
 * (by content), uiSchema, flags and the registry, and skips the whole property when none changed,
 * so a keystroke renders the one field it touched (docs/performance.md "Form engine").
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
  /** Skipped while off screen (`skipsOffScreen`). */
  skipOffScreen?: boolean;
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
    before.skipOffScreen === after.skipOffScreen &&
    (before.errors === after.errors || deepEquals(before.errors, after.errors)) &&
    (before.schema === after.schema || deepEquals(before.schema, after.schema))
  );
}

/** The schema types drawn by one plain widget (text, choice, check box), with nothing that pops out of the row. */
const LEAF_TYPES: ReadonlySet<unknown> = new Set(['string', 'number', 'integer', 'boolean']);

/**
 * Whether a row may be skipped while off screen (below): a plain widget (no custom `ui:field`)
 * inside a section (not the form's own top-level fields) — the special config's fields, by far the
 * most rows of a large form.
 */
export function skipsOffScreen(schema: unknown, uiSchema: unknown, nested: boolean): boolean {
  return nested && LEAF_TYPES.has((schema as { type?: unknown } | undefined)?.type) && (uiSchema as Record<string, unknown> | undefined)?.['ui:field'] === undefined;
}

/**
 * A row that `skipsOffScreen` is neither laid out nor painted while off screen until it comes near
 * the viewport (`content-visibility: auto`), while it stays in the DOM, the accessibility tree and
 * find-in-page: at 200 special fields most rows are below the fold, and laying out and painting
 * them all was a large part of the booking page's first frame (docs/performance.md "Session 6:
 * mount"). The reserved height is the last drawn one (`auto`), 76 px (a labelled input) before it
 * was ever drawn. The row reaches 4 px beyond its field on the sides, so the paint containment that
 * comes with it does not clip a focus ring. (A skipped row's `innerText` is empty until drawn.)
 */
const OFF_SCREEN_SKIPPED = { contentVisibility: 'auto', containIntrinsicSize: 'auto 76px', paddingInline: '4px', marginInline: '-4px' } as const;

function Row({ content, skipOffScreen }: PropertyRowProps) {
  return (
    <div className="form-engine-row" style={skipOffScreen ? OFF_SCREEN_SKIPPED : undefined}>
      {content}
    </div>
  );
}

export const PropertyRow = memo(Row, sameRow);
