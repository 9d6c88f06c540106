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
 * The JSON Pointers of the leaves that differ between two versions of the data (a list that
 * changed length counts as changed at the list). Pure.
 *
 * @example changedPointers({ a: { b: 1, c: 2 } }, { a: { b: 1, c: 3 } }) // ['/a/c']
 */
export function changedPointers(before: Json, after: Json, at = ''): string[] {
  if (Object.is(before, after)) return [];
  if (Array.isArray(before) && Array.isArray(after)) {
    if (before.length !== after.length) return [at];
    return before.flatMap((item, i) => changedPointers(item, after[i], `${at}/${i}`));
  }
  if (isObject(before) && isObject(after)) {
    const keys = new Set([...Object.keys(before), ...Object.keys(after)]);
    return [...keys].flatMap((key) => changedPointers(before[key], after[key], `${at}/${escape(key)}`));
  }
  return [at];
}

/** Whether a change at `touched` concerns an error at `path`: the same field, one inside it, or the object around it. */
function concerns(touched: string, path: string): boolean {
  return touched === path || touched.startsWith(`${path}/`) || path.startsWith(`${touched}/`);
}

/**
 * The errors to show: all of them after a submit attempt, else those the booker's changes concern.
 *
 * @example shownErrors([{ path: '/specialConfig/7', message: '项目编号为必填项' }], new Set(), false) // []
 * @example shownErrors([{ path: '/specialConfig/7', message: '项目编号为必填项' }], new Set(['/specialConfig/7']), false) // [that error]
 */
export function shownErrors<E extends { path: string }>(errors: readonly E[], touched: ReadonlySet<string>, submitted: boolean): E[] {
  if (submitted) return [...errors];
  return errors.filter((error) => [...touched].some((t) => concerns(t, error.path)));
}
