/**
 * A change of a record in words (issue 25 §2: "who, when, what changed"): each field that differs
 * as `工号：HX0900 → HX0901`, named by its schema title, a code by its `oneOf` title, never a key.
 * Fields without a title (ids, record-keeping) are not told. Pure.
 */
import { fieldText, fieldTitle, type FieldSchema } from './schema-fields.ts';

export type ChangeKind = 'add' | 'update' | 'delete';

/** What an action is called in the history. */
export const CHANGE_KIND_LABELS: Readonly<Record<ChangeKind, string>> = { add: '添加', update: '修改', delete: '删除' };

const EMPTY = '（空）';
const shown = (text: string) => (text === '' ? EMPTY : text);
const asObject = (value: unknown): Record<string, unknown> => (value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {});

/**
 * The lines of one change: for an update each titled field that differs (before → after), for an add
 * or a delete each titled field that has a value.
 *
 * @example changeWords([USER_SCHEMAS.body], 'update', { empNo: 'HX0900' }, { empNo: 'HX0901' }) // ['工号：HX0900 → HX0901']
 * @example changeWords([USER_SCHEMAS.body], 'add', null, { trueName: '孙悦' }) // ['姓名：孙悦']
 *
 * `shownBy`: fields (ids of another record) told by another field of the record (its name), so not themselves.
 */
export function changeWords(schemas: readonly FieldSchema[], kind: ChangeKind, before: unknown, after: unknown, shownBy: readonly string[] = []): string[] {
  const old = asObject(before);
  const now = asObject(after);
  const keys = [...new Set([...schemas.flatMap((s) => Object.keys(s.properties ?? {})), ...Object.keys(old), ...Object.keys(now)])];
  const lines: string[] = [];
  for (const key of keys) {
    const title = fieldTitle(schemas, key);
    if (title === undefined || shownBy.includes(key)) continue;
    const was = fieldText(schemas, key, old[key]);
    const is = fieldText(schemas, key, now[key]);
    if (kind === 'update') {
      if (was !== is) lines.push(`${title}：${shown(was)} → ${shown(is)}`);
    } else {
      const value = kind === 'add' ? is : was;
      if (value !== '') lines.push(`${title}：${value}`);
    }
  }
  return lines;
}
