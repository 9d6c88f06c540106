/**
 * A refused body's issue as a person reads it (issue 22 "Messages"): the field named by its Chinese
 * label — the `title` the wire schema gives the value at the issue's JSON Pointer — in a sentence,
 * never the pointer, the wire name, the JSON Schema keyword or its regular expression. The pointer
 * and the English text stay for the log line (the server's `[422] … / …` lines), where whoever
 * mends a client reads them.
 *
 * Pure: the schemas are passed in (the server's boundary checks hold them), so the portal and the
 * CLI may word an issue the same way.
 */
import { patternMessage, requiredMessage } from '../fields/special-fields.ts';
import type { Issue } from '../model/issue.ts';

/** A JSON Schema as read here: plain JSON, walked by `properties`, `items` and `$ref`. */
type SchemaNode = Readonly<Record<string, unknown>>;

/** How many `$ref`s a walk follows for one token: the repository's schemas chain at most two. */
const MAX_REF_HOPS = 8;

const isNode = (value: unknown): value is SchemaNode => value !== null && typeof value === 'object' && !Array.isArray(value);

const unescapeToken = (token: string): string => token.replace(/~1/g, '/').replace(/~0/g, '~');

/** `'/stops/0/arrivalTime'` → `['stops', '0', 'arrivalTime']`. */
const tokensOf = (pointer: string): string[] => (pointer === '' ? [] : pointer.slice(1).split('/').map(unescapeToken));

function nodeAt(root: unknown, tokens: readonly string[]): unknown {
  let node = root;
  for (const token of tokens) node = isNode(node) ? node[token] : undefined;
  return node;
}

/**
 * The node a `$ref` names: `#/definitions/x` in `root`, or `other.schema.json#/definitions/x` in the
 * schema of `registry` whose `$id` is `other.schema.json`. Returns the node and the root it lives in.
 */
function resolveRef(ref: string, root: SchemaNode, registry: readonly SchemaNode[]): { node: unknown; root: SchemaNode } | undefined {
  const hash = ref.indexOf('#');
  const file = hash === -1 ? ref : ref.slice(0, hash);
  const fragment = hash === -1 ? '' : ref.slice(hash + 1);
  const target = file === '' ? root : registry.find((schema) => schema.$id === file);
  if (!target) return undefined;
  return { node: nodeAt(target, tokensOf(decodeURIComponent(fragment))), root: target };
}

/** The node itself once its `$ref`s are followed (a node with a `title` beside its `$ref` keeps that title). */
function followRefs(node: unknown, root: SchemaNode, registry: readonly SchemaNode[]): { node: unknown; root: SchemaNode; title?: string } {
  let current = node;
  let currentRoot = root;
  let title = isNode(current) && typeof current.title === 'string' ? current.title : undefined;
  for (let hop = 0; hop < MAX_REF_HOPS && isNode(current) && typeof current.$ref === 'string'; hop += 1) {
    const resolved = resolveRef(current.$ref, currentRoot, registry);
    if (!resolved) return { node: undefined, root: currentRoot };
    current = resolved.node;
    currentRoot = resolved.root;
    title ??= isNode(current) && typeof current.title === 'string' ? current.title : undefined;
  }
  return title === undefined ? { node: current, root: currentRoot } : { node: current, root: currentRoot, title };
}

/** Whether a title is a label a person reads: a Chinese one (an ASCII title is a type name, `OrderCommon`). */
const isLabel = (title: string | undefined): title is string => title !== undefined && /[\u4e00-\u9fff]/.test(title);

/**
 * The Chinese label of the value at `pointer` in a body checked against `schema`: the `title` of its
 * schema (through `properties`, `items` and `$ref`s into `registry`, the schemas it refers to by
 * `$id`), or undefined where the schema gives none.
 *
 * @example schemaLabelAt(ownCarSchema, '/carLicense')            // '车牌号'
 * @example schemaLabelAt(orderListQuerySchema, '/dateTo')       // '用车日期至'
 * @example schemaLabelAt(ownCarSchema, '/nope')                  // undefined
 */
export function schemaLabelAt(schema: object, pointer: string, registry: readonly object[] = []): string | undefined {
  const schemas = registry as readonly SchemaNode[];
  let { node, root, title } = followRefs(schema, schema as SchemaNode, schemas);
  for (const token of tokensOf(pointer)) {
    if (!isNode(node)) return undefined;
    const properties = node.properties;
    const items = node.items;
    const next = isNode(properties) && Object.hasOwn(properties, token) ? properties[token] : /^\d+$/.test(token) && isNode(items) ? items : undefined;
    if (next === undefined) return undefined;
    ({ node, root, title } = followRefs(next, root, schemas));
  }
  return isLabel(title) ? title : undefined;
}

/**
 * What is said when a refused value has no label to name: the body is not one the portal makes, so
 * the person can only reload and try again (the log line says which value and why).
 */
export const UNLABELLED_REFUSAL = '提交的内容有误，请刷新页面后重试';

/** Keywords bounding a number: `{label}超出允许的范围`. */
const BOUND_KEYWORDS: ReadonlySet<string> = new Set(['minimum', 'maximum', 'exclusiveMinimum', 'exclusiveMaximum', 'multipleOf']);
/** Keywords bounding a length or a count, whose ajv-i18n words read well after the label (`不应多于 50 个字符`). */
const LENGTH_KEYWORDS: ReadonlySet<string> = new Set(['minLength', 'maxLength', 'minItems', 'maxItems', 'minProperties', 'maxProperties']);

/**
 * The property a `required` issue misses. ajv names it in its English text only (`must have required
 * property 'carLicense'`, a format ajv 8 keeps); `schemaIssues` keeps the issue at the object, where
 * the bundle editor marks it, so the name is read back from that text here and nowhere else.
 */
function missingProperty(issue: Issue): string | undefined {
  return /required property '([^']*)'/.exec(issue.messageEn ?? '')?.[1];
}

/**
 * An issue of a refused body as a sentence naming its field by its label. A rule's own issue (any code
 * but `schema.*`) is already a sentence written for people and is said as it is; a schema keyword's
 * issue is worded by its keyword with the label of its value; an unknown property, or a value whose
 * schema has no label, is `UNLABELLED_REFUSAL`.
 *
 * @example issueText({ code: 'schema.pattern', path: '/carLicense', message: '应当匹配模式 "^…$"' }, (p) => schemaLabelAt(ownCarSchema, p))
 * // '车牌号格式不正确'
 * @example issueText({ code: 'orders.datesReversed', path: '/dateTo', message: '结束日期不能早于开始日期' }, () => '用车日期至')
 * // '结束日期不能早于开始日期'
 * @example issueText({ code: 'schema.required', path: '', message: '应当有必需属性 reason', messageEn: "must have required property 'reason'" }, (p) => schemaLabelAt(restrictedDateSchema, p))
 * // '原因为必填项'
 */
export function issueText(issue: Issue, labelAt: (pointer: string) => string | undefined): string {
  if (!issue.code.startsWith('schema.')) return issue.message;
  const keyword = issue.code.slice('schema.'.length);
  if (keyword === 'required') {
    const property = missingProperty(issue);
    const label = property === undefined ? undefined : labelAt(`${issue.path}/${property.replace(/~/g, '~0').replace(/\//g, '~1')}`);
    return label === undefined ? UNLABELLED_REFUSAL : requiredMessage(label);
  }
  const label = keyword === 'additionalProperties' ? undefined : labelAt(issue.path);
  if (label === undefined) return UNLABELLED_REFUSAL;
  if (BOUND_KEYWORDS.has(keyword)) return `${label}超出允许的范围`;
  if (LENGTH_KEYWORDS.has(keyword)) return `${label}${issue.message}`;
  // Every other keyword (type, pattern, format, enum, const, oneOf, …) says the value has the wrong shape.
  return patternMessage(label);
}

/**
 * The first issue of a refused body against `schema`, as a person reads it (`issueText` with the
 * schema's labels). `registry`: the schemas `schema` refers to by `$id`.
 *
 * @example refusalText(ownCarSchema, [{ code: 'schema.pattern', path: '/carLicense', message: '…' }]) // '车牌号格式不正确'
 */
export function refusalText(schema: object | undefined, issues: readonly Issue[], registry: readonly object[] = []): string {
  const [first] = issues;
  if (!first) return UNLABELLED_REFUSAL;
  return issueText(first, (pointer) => (schema === undefined ? undefined : schemaLabelAt(schema, pointer, registry)));
}
