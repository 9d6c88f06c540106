/**
 * Which rule errors a booker sees (issue 8 §3): only those they caused. An error shows once the
 * booker has changed the field it points at (or a field inside it, or the object around it), or
 * has tried to submit; a fresh form shows none, though the rules already know a required field is
 * empty. Paths are the JSON Pointers of `BookingError.path` and of the form's data.
 */

type Json = unknown;

const escape = (key: string) => key.replace(/~/g, '~0').replace(/\//g, '~1');
const isObject = (value: Json): value is Record<string, Json> => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * An empty value: null, an empty text or an empty list. The form fills a field it draws
 * with its empty value as it opens (RJSF's defaults: `[]` for a checkbox list, kind 5), which is
 * no change of the booker's: a fresh form shows no error, whatever its fields (issue 22 §2).
 */
const blank = (value: Json): boolean => value === null || value === '' || (Array.isArray(value) && value.length === 0);

/**
 * The JSON Pointers of the leaves that differ between two versions of the data (a list that
 * changed length counts as changed at the list; a field that was absent and appears empty,
 * `undefined` → `[]`, `''` or `null`, is no change). Pure. Parts that are the same object (or
 * value) are skipped before a pointer is made: an edit of one of 1,000 values walks the 1,000 once
 * and names one (issue 22 §3, the step's budget).
 *
 * @example changedPointers({ a: { b: 1, c: 2 } }, { a: { b: 1, c: 3 } }) // ['/a/c']
 * @example changedPointers({ specialConfig: {} }, { specialConfig: { 204: [] } }) // []
 */
export function changedPointers(before: Json, after: Json, at = ''): string[] {
  const out: string[] = [];
  collectChanges(before, after, at, out);
  return out;
}

function collectChanges(before: Json, after: Json, at: string, out: string[]): void {
  if (Object.is(before, after) || (before === undefined && blank(after))) return;
  if (Array.isArray(before) && Array.isArray(after)) {
    if (before.length !== after.length) {
      out.push(at);
      return;
    }
    for (let i = 0; i < before.length; i++) if (!Object.is(before[i], after[i])) collectChanges(before[i], after[i], `${at}/${i}`, out);
    return;
  }
  if (isObject(before) && isObject(after)) {
    const keys = Object.keys(before);
    for (let i = 0; i < keys.length; i++) {
      const key = keys[i] as string;
      if (!Object.is(before[key], after[key])) collectChanges(before[key], after[key], `${at}/${escape(key)}`, out);
    }
    const added = Object.keys(after);
    if (added.length === keys.length && keys.every((key) => Object.hasOwn(after, key))) return;
    for (const key of added) if (!Object.hasOwn(before, key) && after[key] !== undefined) collectChanges(undefined, after[key], `${at}/${escape(key)}`, out);
    return;
  }
  out.push(at);
}

/** A pointer and every pointer of an object around it (`/a/b` → `/a/b`, `/a`), the document itself excepted. */
function withAncestors(path: string): string[] {
  const out: string[] = [];
  for (let at = path; at !== ''; at = at.slice(0, at.lastIndexOf('/'))) out.push(at);
  return out;
}

/**
 * The errors to show: all of them after a submit attempt, else those the booker's changes concern.
 *
 * @example shownErrors([{ path: '/specialConfig/7', message: '项目编号为必填项' }], new Set(), false) // []
 * @example shownErrors([{ path: '/specialConfig/7', message: '项目编号为必填项' }], new Set(['/specialConfig/7']), false) // [that error]
 */
export function shownErrors<E extends { path: string }>(errors: readonly E[], touched: ReadonlySet<string> | readonly string[], submitted: boolean): E[] {
  if (submitted) return [...errors];
  const changed = touched instanceof Set ? touched : new Set(touched);
  if (changed.size === 0) return [];
  // A change concerns an error at its field, at a field inside it, or at the object around it:
  // an error's path or an object around it was changed, or a change lies inside the error's path.
  const inside = new Set<string>();
  for (const t of changed) for (const at of withAncestors(t)) inside.add(at);
  return errors.filter((error) => error.path === '' || inside.has(error.path) || withAncestors(error.path).some((at) => changed.has(at)));
}
