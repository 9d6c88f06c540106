/**
 * An object's rows in groups (issue 9: a keystroke costs as little at 500 fields as at 50). React
 * handles a keystroke's update from the root down to the typed box, and at each element on that
 * path it visits every child: when the 500 special fields are the children of one element, each
 * keystroke walks 500 sibling rows (cloned, bailed out, their flags bubbled, their effects checked),
 * and Chromium's per-keystroke steps over paint layers (compositing inputs, paint) walk the 500 row
 * layers of that element too. In groups of about √n rows the path passes at most √n groups and √n
 * rows in the typed box's group: about 2·22 instead of 500 at 500 fields.
 *
 * A row stays in its group while other fields show and hide (a choice shows its child, a rule hides
 * a field): its group is fixed by its place among *all* the object's fields (`fieldStates` holds
 * every field, visible or not, rules/compile/field-states.ts), not among the ones shown now, so no
 * row moves to another parent, which would remount it (its focus and the text being typed with it).
 */

/** Fewer known fields than this: one plain column (a booking form's own dozen properties). */
export const GROUP_FROM = 16;

/** RFC 6901 pointer of a property under an object's path. */
function pointerOf(path: readonly (string | number)[], name: string): string {
  return [...path, name].map((token) => `/${String(token).replaceAll('~', '~0').replaceAll('/', '~1')}`).join('');
}

const orders = new WeakMap<object, Map<string, ReadonlyMap<string, number>>>();

/** Each direct child field's place among all the object's fields in `fieldStates`, by property name. */
export function fieldOrder(fieldStates: Readonly<Record<string, unknown>>, path: readonly (string | number)[]): ReadonlyMap<string, number> {
  const prefix = pointerOf(path, '');
  let byPrefix = orders.get(fieldStates);
  if (!byPrefix) {
    byPrefix = new Map();
    orders.set(fieldStates, byPrefix);
  }
  const known = byPrefix.get(prefix);
  if (known) return known;
  const order = new Map<string, number>();
  for (const key of Object.keys(fieldStates)) {
    if (!key.startsWith(prefix) || key.length === prefix.length) continue;
    const token = key.slice(prefix.length);
    if (token.includes('/')) continue;
    order.set(token.replaceAll('~1', '/').replaceAll('~0', '~'), order.size);
  }
  byPrefix.set(prefix, order);
  return order;
}

export interface RowGroup<T> {
  /** The group's place among all the object's fields, divided by the group size: stable for the form's life. */
  key: number;
  items: T[];
}

/**
 * The items in groups of about √n by each one's place in `order`, in the order given; `undefined`
 * when the object has fewer than `GROUP_FROM` known fields. A name `order` lacks joins the group
 * before it, and so does one whose place would go backwards, so the order given is always kept.
 */
export function groupRows<T>(items: readonly T[], nameOf: (item: T) => string, order: ReadonlyMap<string, number>): RowGroup<T>[] | undefined {
  if (order.size < GROUP_FROM) return undefined;
  const size = Math.ceil(Math.sqrt(order.size));
  const groups: RowGroup<T>[] = [];
  for (const item of items) {
    const place = order.get(nameOf(item));
    const key = place === undefined ? undefined : Math.floor(place / size);
    const last = groups.at(-1);
    if (last && (key === undefined || key <= last.key)) last.items.push(item);
    else groups.push({ key: key ?? 0, items: [item] });
  }
  return groups;
}
