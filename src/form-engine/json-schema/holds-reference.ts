/**
 * Whether a schema refers to another part of its root schema (a `$ref` anywhere in it).
 *
 * @example holdsReference({ properties: { a: { $ref: '#/definitions/a' } } }) // true
 * @example holdsReference({ type: 'string', title: '$ref' }) // false
 */
export function holdsReference(node: unknown): boolean {
  if (node === null || typeof node !== 'object') return false;
  if (Array.isArray(node)) return node.some(holdsReference);
  return Object.entries(node).some(([key, value]) => (key === '$ref' && typeof value === 'string') || holdsReference(value));
}
