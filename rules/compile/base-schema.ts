/**
 * The form schemas of `schemas/` made self-contained for a renderer (issue 8 §1): every `$ref`
 * (into `common.schema.json` or the form's own `definitions`) written in place, so one draft-07
 * object with no `$id`, no `$ref` and no `definitions` reaches RJSF. The English notes for
 * developers (`description`, `$comment`) are dropped, since a renderer shows a description under
 * its field; the Chinese `title`s stay as labels. `required` lists are dropped too: the form
 * schemas list every key as a data shape, the compiled forms require what the rules require.
 */
import commonSchema from '../../schemas/common.schema.json' with { type: 'json' };
import ownCarFormSchema from '../../schemas/own-car-form.schema.json' with { type: 'json' };
import specialCarFormSchema from '../../schemas/special-car-form.schema.json' with { type: 'json' };
import type { JsonSchema } from './contract.ts';

type Node = { [key: string]: unknown };

/** Keys a compiled schema leaves out: identity, notes for developers, and the data-shape `required`. */
const DROPPED = new Set(['$id', '$schema', '$comment', 'description', 'definitions', 'required']);

const COMMON_FILE = 'common.schema.json';

function isNode(value: unknown): value is Node {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The definition a `$ref` names: `common.schema.json#/definitions/text` or `#/definitions/SpecialCarAddress`. */
function target(ref: string, own: Node): { node: Node; own: Node } {
  const [file, fragment = ''] = ref.split('#');
  const root = file === COMMON_FILE ? (commonSchema as Node) : file === '' ? own : undefined;
  const name = /^\/definitions\/([^/]+)$/.exec(fragment)?.[1];
  const definitions = root?.definitions;
  const node = name !== undefined && isNode(definitions) ? definitions[name] : undefined;
  // A programmer error: the schemas in the repository refer only to definitions that exist.
  if (!root || !isNode(node)) throw new Error(`base-schema: cannot resolve $ref ${ref}`);
  return { node, own: root };
}

function inline(value: unknown, own: Node): unknown {
  if (Array.isArray(value)) return value.map((item) => inline(item, own));
  if (!isNode(value)) return value;
  let out: Node = {};
  if (typeof value.$ref === 'string') {
    const resolved = target(value.$ref, own);
    out = inline(resolved.node, resolved.own) as Node;
  }
  for (const [key, child] of Object.entries(value)) {
    if (key === '$ref' || DROPPED.has(key)) continue;
    // `properties` maps names to schemas: a property named like a dropped key is still a property.
    out[key] = key === 'properties' && isNode(child) ? inlineProperties(child, own) : inline(child, own);
  }
  return out;
}

function inlineProperties(properties: Node, own: Node): Node {
  const out: Node = {};
  for (const [name, schema] of Object.entries(properties)) out[name] = inline(schema, own);
  return out;
}

/**
 * A schema with every `$ref` written in place and the developer notes dropped.
 *
 * @example selfContained({ properties: { a: { title: '城市', $ref: 'common.schema.json#/definitions/text' } } })
 * // { properties: { a: { type: 'string', maxLength: 200, title: '城市' } } }
 */
export function selfContained(schema: Node): Node {
  return inline(schema, schema) as Node;
}

let specialCar: Readonly<Record<string, JsonSchema>> | undefined;
let ownCar: Readonly<Record<string, JsonSchema>> | undefined;

function propertiesOf(schema: Node): Readonly<Record<string, JsonSchema>> {
  const properties = selfContained(schema).properties;
  return Object.freeze({ ...(properties as Record<string, JsonSchema>) });
}

/** The special-car form's properties (schemas/special-car-form.schema.json), self-contained, built once. */
export function specialCarFormProperties(): Readonly<Record<string, JsonSchema>> {
  specialCar ??= propertiesOf(specialCarFormSchema as Node);
  return specialCar;
}

/** The own-car form's properties (schemas/own-car-form.schema.json), self-contained, built once. */
export function ownCarFormProperties(): Readonly<Record<string, JsonSchema>> {
  ownCar ??= propertiesOf(ownCarFormSchema as Node);
  return ownCar;
}

/** The property of a base form, a programmer error when the schema has no such property. */
export function baseProperty(properties: Readonly<Record<string, JsonSchema>>, name: string): JsonSchema {
  const schema = properties[name];
  if (!schema) throw new Error(`base-schema: the form schema has no property ${name}`);
  return schema;
}
