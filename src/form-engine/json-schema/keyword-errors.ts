/**
 * @cfworker/json-schema's output (`{ instanceLocation, keyword, keywordLocation, error }`, one unit
 * per failed keyword, URI-encoded JSON Pointers, English text) turned into the errors ajv gives
 * with `allErrors` and `verbose` (`{ instancePath, keyword, params, schemaPath, parentSchema }`),
 * which RJSF's conversion (rjsf-errors.ts) and the form engine's settling (validator.ts) read.
 *
 * The two validators agree on which keywords fail where; they differ in three ways, handled here:
 * - cfworker also reports the keywords that merely hold a failing child (`properties`, `items`,
 *   `allOf`, `$ref`, …: "a subschema had errors"); ajv does not, so neither do we.
 * - cfworker says what failed in English text; ajv gives `params` (`missingProperty`, `limit`,
 *   `allowedValues`, …). They are read from the schema and the data, never parsed from the text.
 * - `additionalProperties: false` fails in cfworker as a `false` schema at the extra property;
 *   ajv reports it at the object, naming the property (`additionalProperty`).
 */
import { deepCompareStrict, validate } from '@cfworker/json-schema';
import type { OutputUnit, Schema } from '@cfworker/json-schema';

/** One keyword error, shaped as ajv's `ErrorObject` (with `verbose`). */
export interface KeywordError {
  /** JSON Pointer to the failing value, `''` at the root (`/administrativeReviewerMsg/email`). */
  instancePath: string;
  keyword: string;
  params: Record<string, unknown>;
  /** URI fragment of the failing keyword (`#/properties/firstCarType/type`). */
  schemaPath: string;
  /** The schema holding the failing keyword (RJSF reads its `title`). */
  parentSchema: unknown;
  message: string;
}

export type SchemaLookup = Record<string, Schema | boolean>;

/** Keywords whose error only says that a subschema (reported on its own) failed. */
const WRAPPERS: ReadonlySet<string> = new Set([
  '$ref',
  '$recursiveRef',
  'properties',
  'patternProperties',
  'additionalProperties',
  'items',
  'prefixItems',
  'additionalItems',
  'unevaluatedProperties',
  'unevaluatedItems',
  'allOf',
  'dependentSchemas',
]);

/** Keywords whose `params` is the schema's value as `limit`. */
const LIMITS: ReadonlySet<string> = new Set(['maxLength', 'minLength', 'maxItems', 'minItems', 'maxProperties', 'minProperties']);

const COMPARISONS: Readonly<Record<string, string>> = { maximum: '<=', minimum: '>=', exclusiveMaximum: '<', exclusiveMinimum: '>' };

/** `#/a/%E5%87%BA~1x` → `['a', '出~1x']`: URI-decoded tokens, still JSON-Pointer-escaped. */
function tokensOf(location: string): string[] {
  if (location === '#' || location === '') return [];
  return location.slice(2).split('/').map(decodeURIComponent);
}

const unescapeToken = (token: string): string => token.replace(/~1/g, '/').replace(/~0/g, '~');

/** ajv's schema path: each token URI-encoded as a whole (`escapeFragment`), keywords as they are. */
const schemaPathOf = (tokens: readonly string[]): string => `#${tokens.map((token) => `/${/^[$\w]+$/.test(token) ? token : encodeURIComponent(token)}`).join('')}`;

const instancePathOf = (tokens: readonly string[]): string => tokens.map((token) => `/${token}`).join('');

function valueAt(data: unknown, tokens: readonly string[]): unknown {
  let node = data;
  for (const token of tokens) node = node !== null && typeof node === 'object' ? (node as Record<string, unknown>)[unescapeToken(token)] : undefined;
  return node;
}

/** The schema a local `$ref` (`#/definitions/x`) points at in `root`, with the tokens of its place. */
function resolveLocal(root: unknown, ref: string): { node: unknown; tokens: string[] } {
  const tokens = ref.startsWith('#') ? tokensOf(ref) : [];
  let node = root;
  for (const token of tokens) node = node !== null && typeof node === 'object' ? (node as Record<string, unknown>)[unescapeToken(token)] : undefined;
  return { node, tokens };
}

/**
 * The schema at a cfworker keyword location, walked from `root` (through local `$ref`s, as ajv
 * reports a path inside a referenced schema from the referenced place), and ajv's path to it.
 */
function schemaAt(root: unknown, location: string): { node: unknown; tokens: string[] } {
  let node = root;
  let tokens: string[] = [];
  for (const token of tokensOf(location)) {
    if (token === '$ref' && node !== null && typeof node === 'object' && typeof (node as Schema).$ref === 'string') {
      ({ node, tokens } = resolveLocal(root, (node as Schema).$ref!));
      continue;
    }
    node = node !== null && typeof node === 'object' ? (node as Record<string, unknown>)[unescapeToken(token)] : undefined;
    tokens = [...tokens, token];
  }
  return { node, tokens };
}

/** Whether `data` passes `schema` (cfworker, first error ends it). */
function passes(data: unknown, schema: unknown, lookup: SchemaLookup): boolean {
  return validate(data, schema as Schema, '7', lookup, true).valid;
}

/** Whether `value` is of the JSON Schema type `type` (ajv without `strictNumbers`, as RJSF sets it). */
function ofType(value: unknown, type: unknown): boolean {
  switch (type) {
    case 'integer':
      return typeof value === 'number' && value % 1 === 0 && !Number.isNaN(value);
    case 'array':
      return Array.isArray(value);
    case 'object':
      return value !== null && typeof value === 'object' && !Array.isArray(value);
    case 'null':
      return value === null;
    default:
      return typeof value === type;
  }
}

/**
 * ajv's `uniqueItems` params, or `undefined` where ajv finds no duplicate: the first duplicate
 * pair scanning from the end. When the items declare primitive types, ajv compares only the items
 * of those types (`i` below `j`); otherwise it compares every pair deeply (`i` above `j`).
 */
function duplicatePair(items: readonly unknown[], itemSchema: unknown): { i: number; j: number } | undefined {
  const declared = itemSchema !== null && typeof itemSchema === 'object' ? (itemSchema as Schema).type : undefined;
  const types: unknown[] = declared === undefined ? [] : Array.isArray(declared) ? declared : [declared];
  if (types.length > 0 && !types.some((type) => type === 'object' || type === 'array')) {
    const seen = new Map<unknown, number>();
    for (let i = items.length - 1; i >= 0; i--) {
      if (!types.some((type) => ofType(items[i], type))) continue;
      const item = types.length > 1 && typeof items[i] === 'string' ? `${String(items[i])}_` : items[i];
      const j = seen.get(item);
      if (j !== undefined) return { i, j };
      seen.set(item, i);
    }
    return undefined;
  }
  for (let i = items.length - 1; i >= 0; i--) for (let j = i - 1; j >= 0; j--) if (deepCompareStrict(items[i], items[j])) return { i, j };
  return undefined;
}

interface Place {
  instance: string[];
  keyword: string[];
  parent: Record<string, unknown>;
}

/** The errors of one keyword at one place; `[]` when the unit only wraps a child's errors. */
function errorsOf(unit: OutputUnit, next: OutputUnit | undefined, place: Place, data: unknown, lookup: SchemaLookup): Omit<KeywordError, 'message'>[] {
  const { instance, keyword: schemaTokens, parent } = place;
  const value = valueAt(data, instance);
  const base = { instancePath: instancePathOf(instance), keyword: unit.keyword, schemaPath: schemaPathOf(schemaTokens), parentSchema: parent };
  const one = (params: Record<string, unknown>) => [{ ...base, params }];
  const keyword = unit.keyword;
  if (LIMITS.has(keyword)) return one({ limit: parent[keyword] });
  if (keyword in COMPARISONS) return one({ comparison: COMPARISONS[keyword], limit: parent[keyword] });
  switch (keyword) {
    case 'type':
      return one({ type: parent['type'] });
    case 'const':
      return one({ allowedValue: parent['const'] });
    case 'enum':
      return one({ allowedValues: parent['enum'] });
    case 'pattern':
      return one({ pattern: parent['pattern'] });
    case 'format':
      return one({ format: parent['format'] });
    case 'multipleOf':
      return one({ multipleOf: parent['multipleOf'] });
    case 'required': {
      const object = (value ?? {}) as Record<string, unknown>;
      const missing = ((parent['required'] as string[] | undefined) ?? []).filter((key) => object[key] === undefined);
      return missing.map((missingProperty) => ({ ...base, params: { missingProperty } }));
    }
    case 'dependencies':
    case 'dependentRequired': {
      const object = (value ?? {}) as Record<string, unknown>;
      const dependencies = (parent[keyword] ?? {}) as Record<string, unknown>;
      return Object.entries(dependencies).flatMap(([property, deps]) =>
        object[property] === undefined || !Array.isArray(deps)
          ? []
          : deps.filter((dep: string) => object[dep] === undefined).map((missingProperty: string) => ({ ...base, params: { property, missingProperty, depsCount: deps.length, deps: deps.join(', ') } })),
      );
    }
    case 'uniqueItems': {
      const pair = duplicatePair(value as unknown[], parent['items']);
      return pair ? one(pair) : [];
    }
    case 'oneOf': {
      const passing = ((parent['oneOf'] as unknown[] | undefined) ?? []).flatMap((option, index) => (passes(value, option, lookup) ? [index] : []));
      return one({ passingSchemas: passing.length === 0 ? null : passing.slice(0, 2) });
    }
    case 'if':
      return one({ failingKeyword: passes(value, parent['if'], lookup) ? 'then' : 'else' });
    case 'contains':
      return one({ minContains: 1 });
    case 'propertyNames':
      // its child's error (next) is at the offending name
      return one({ propertyName: unescapeToken(tokensOf(next?.instanceLocation ?? '').at(-1) ?? '') });
    default: // anyOf, not: nothing more to say
      return one({});
  }
}

/**
 * The units with, before each failed `contains`, each item's errors against its schema: ajv keeps
 * them, cfworker drops them when no item matches.
 */
function withContainsItems(units: readonly OutputUnit[], root: unknown, data: unknown, lookup: SchemaLookup): readonly OutputUnit[] {
  if (!units.some((unit) => unit.keyword === 'contains')) return units;
  return units.flatMap((unit) => {
    if (unit.keyword !== 'contains') return [unit];
    const items = valueAt(data, tokensOf(unit.instanceLocation));
    const schema = schemaAt(root, unit.keywordLocation).node as Schema;
    if (!Array.isArray(items)) return [unit];
    const itemUnits = items.flatMap((item: unknown, index) => validate(item, schema, '7', lookup, false, null, `${unit.instanceLocation}/${index}`, unit.keywordLocation).errors);
    return [...itemUnits, unit];
  });
}

/**
 * ajv's errors for cfworker's units of one validation of `data` against `root` (with the
 * `lookup` the validation used for `$ref`s). Messages are left empty for the caller to word.
 *
 * @example keywordErrors([{ instanceLocation: '#', keyword: 'required', keywordLocation: '#/required', … }], schema, {}, {})
 * // [{ instancePath: '', keyword: 'required', params: { missingProperty: '7' }, schemaPath: '#/required', parentSchema: schema, message: '' }]
 */
export function keywordErrors(found: readonly OutputUnit[], root: unknown, data: unknown, lookup: SchemaLookup): KeywordError[] {
  const units = withContainsItems(found, root, data, lookup);
  const errors: KeywordError[] = [];
  /** Keywords that report every failure at their place at once (`required`, `dependencies`) and were reported. */
  const reported = new Set<string>();
  const push = (found: Omit<KeywordError, 'message'>[]) => {
    for (const error of found) errors.push({ ...error, message: '' });
  };
  units.forEach((unit, index) => {
    // A false schema: cfworker gives its instance's place as its schema's; its wrapper (just before) says where it is.
    if (unit.keyword === 'false') {
      const wrapper = units[index - 1];
      const instance = tokensOf(unit.instanceLocation);
      const key = instance.at(-1) ?? '';
      const holder = wrapper && wrapper.instanceLocation !== unit.instanceLocation && WRAPPERS.has(wrapper.keyword) ? schemaAt(root, wrapper.keywordLocation) : undefined;
      if (holder && (wrapper!.keyword === 'additionalProperties' || wrapper!.keyword === 'additionalItems')) {
        const at = `${wrapper!.instanceLocation} ${wrapper!.keywordLocation}`;
        if (wrapper!.keyword === 'additionalItems' && reported.has(at)) return;
        reported.add(at);
        const parent = schemaAt(root, wrapper!.keywordLocation.replace(/\/[^/]*$/, '')).node as Record<string, unknown>;
        const params = wrapper!.keyword === 'additionalProperties' ? { additionalProperty: unescapeToken(key) } : { limit: (parent['items'] as unknown[] | undefined)?.length };
        push([{ instancePath: instancePathOf(tokensOf(wrapper!.instanceLocation)), keyword: wrapper!.keyword, params, schemaPath: schemaPathOf(holder.tokens), parentSchema: parent }]);
        return;
      }
      const tokens = holder ? (['properties', 'patternProperties'].includes(wrapper!.keyword) ? [...holder.tokens, key] : holder.tokens) : tokensOf(unit.keywordLocation);
      push([{ instancePath: instancePathOf(instance), keyword: 'false schema', params: {}, schemaPath: `${schemaPathOf(tokens)}/false schema`, parentSchema: false }]);
      return;
    }
    if (WRAPPERS.has(unit.keyword)) return;
    if (unit.keyword === 'dependencies' && units[index + 1]?.keywordLocation.startsWith(`${unit.keywordLocation}/`)) return; // a dependency schema failed
    const at = `${unit.instanceLocation} ${unit.keywordLocation}`;
    if (unit.keyword === 'required' || unit.keyword === 'dependencies' || unit.keyword === 'dependentRequired') {
      if (reported.has(at)) return;
      reported.add(at);
    }
    const { node, tokens } = schemaAt(root, unit.keywordLocation.replace(/\/[^/]*$/, ''));
    const keyword = [...tokens, unit.keyword === 'dependentRequired' ? 'dependentRequired' : unit.keyword];
    push(errorsOf(unit, units[index + 1], { instance: tokensOf(unit.instanceLocation), keyword, parent: (node ?? {}) as Record<string, unknown> }, data, lookup));
  });
  return errors;
}
