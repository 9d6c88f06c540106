/**
 * RJSF's `SchemaField`, drawn again only when what it draws changed (issue 24 §4, issue 28 §3).
 *
 * RJSF memoises each field with a deep comparison of all its props, the registry included, and the
 * registry holds the whole form's schema (`rootSchema`). A form compiled again (a field renamed in
 * the config preview, a choice that shows a child field on the booking page) gives a new root
 * schema, so each of 500 fields walked the root schema up to the change, and then drew itself again
 * although nothing of its own changed: one task of 100–300 ms for a form of 500 fields.
 *
 * A field reads the root schema only to resolve a `$ref` (RJSF's `retrieveSchema` and validator;
 * `dependencies`, `if` and `allOf` are resolved from the field's own schema, which is compared). So
 * a field whose schema holds no `$ref` compares the registry without the root schema and the
 * schema utilities made from it; every other prop, and the rest of the registry (the form's context
 * with the field states, the theme), is compared deeply as RJSF does. Written here rather than
 * with RJSF's `experimental_componentUpdateStrategy: 'shallow'`, which draws every field again at
 * each new registry, i.e. at every schema change.
 */
import { getDefaultRegistry } from '@rjsf/core';
import { deepEquals, type FieldProps } from '@rjsf/utils';
import { memo, type ComponentType } from 'react';

import { holdsReference } from '../json-schema/holds-reference.ts';

// RJSF's registry always has it; typed as optional because a theme's `fields` may leave any out.
const RjsfSchemaField = getDefaultRegistry().fields.SchemaField as ComponentType<FieldProps>;

/** What of the registry a field's drawing takes from the root schema. */
const FROM_THE_ROOT = new Set(['rootSchema', 'schemaUtils']);

function sameRegistry(was: FieldProps['registry'], next: FieldProps['registry'], readsRoot: boolean): boolean {
  if (was === next) return true;
  if (readsRoot) return deepEquals(was, next);
  const keys = Object.keys(next) as (keyof typeof next)[];
  if (keys.length !== Object.keys(was).length) return false;
  return keys.every((key) => FROM_THE_ROOT.has(key) || deepEquals(was[key], next[key]));
}

/**
 * Whether a field would draw the same thing with `next` as with `was`.
 *
 * @example sameFieldProps(props, { ...props, registry: { ...props.registry, rootSchema: renamed } }) // true unless props.schema holds a $ref
 */
export function sameFieldProps(was: FieldProps, next: FieldProps): boolean {
  const keys = Object.keys(next) as (keyof FieldProps)[];
  if (keys.length !== Object.keys(was).length) return false;
  return keys.every((key) => (key === 'registry' ? sameRegistry(was.registry, next.registry, holdsReference(next.schema)) : deepEquals(was[key], next[key])));
}

/** The theme's `SchemaField`: RJSF's own, behind the comparison above. */
export const SchemaField = memo(function SchemaField(props: FieldProps) {
  return <RjsfSchemaField {...props} />;
}, sameFieldProps);
