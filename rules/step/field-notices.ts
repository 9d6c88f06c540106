/**
 * The corrections a booker is told of, under the field they changed (issue 22 §1 `notices`, third
 * wave): the step's `notices` say what this one step changed on the rules' behalf; `fieldNotices`
 * is what the form shows, kept from step to step until the booker edits what it is about.
 *
 * - D5 (`payment.forced`): `支付方式已改为…` under 付款方式, until the booker changes the payment type.
 * - D3 (`audit.refreshed`): `审批人已按所选条件重新填写` once per approver section (`/approver`,
 *   `/auditor`, …), under the section (the form draws a section as one field), until the booker
 *   edits any field of it (one sentence per section: the refresh fills a name, a phone and an
 *   e-mail at once, and one sentence says it).
 * - A notice of a field the form no longer shows goes (its section hidden by a later change), so
 *   it cannot come back stale when the field shows again.
 * - D6 (`address.reset`) is not repeated here: its message is the step's `resets`, drawn beside the
 *   address kind already.
 * - A booking that opens tells nothing: the approvers prefilled at opening are the form's start,
 *   not a change the booker caused (issue 22 §2 "No warnings the booker did not cause").
 *
 * A notice is polite: the form draws it as a status under the field, never as an error, and no gate
 * reads it. Pure.
 */
import type { FieldState } from '../compile/contract.ts';
import type { StepNotice } from './corrections.ts';

/** A correction the form shows under the field at `path`, until the booker edits within `scope`. */
export interface FieldNotice {
  code: Exclude<StepNotice['code'], 'address.reset'>;
  /** The JSON Pointer of the field it is drawn under (`/paymentType`, the approver section `/approver`). */
  path: string;
  message: string;
  /** The JSON Pointer an edit inside which takes it away (`/paymentType`, the section `/approver`). */
  scope: string;
}

export const NO_FIELD_NOTICES: readonly FieldNotice[] = [];

/** Where a D3 notice belongs: the approver section around the field (`/approver/email` → `/approver`). */
const sectionOf = (path: string): string => {
  const cut = path.lastIndexOf('/');
  return cut > 0 ? path.slice(0, cut) : path;
};

/** True when `changed` is `scope`, inside it, or around it (the booker replaced the object). */
const within = (changed: string, scope: string): boolean => changed === scope || changed.startsWith(`${scope}/`) || scope.startsWith(`${changed}/`);

/**
 * The notices shown after an edit: those before whose scope the edit did not touch, then this
 * step's (a new notice of a scope replaces the one before).
 *
 * @example
 * keptFieldNotices([], ['/costCentre'], [{ code: 'payment.forced', path: '/paymentType', message: '支付方式已改为月结' }])
 * // [{ code: 'payment.forced', path: '/paymentType', message: '支付方式已改为月结', scope: '/paymentType' }]
 * @example
 * keptFieldNotices(shown, ['/paymentType'], []) // the D5 notice goes: the booker chose the payment type
 */
export function keptFieldNotices(before: readonly FieldNotice[], changed: readonly string[], notices: readonly StepNotice[]): readonly FieldNotice[] {
  const added: FieldNotice[] = [];
  for (const notice of notices) {
    if (notice.code === 'address.reset') continue;
    const scope = notice.code === 'audit.refreshed' ? sectionOf(notice.path) : notice.path;
    if (added.some((n) => n.scope === scope)) continue;
    added.push({ code: notice.code, path: scope, message: notice.message, scope });
  }
  const kept = before.filter((n) => !added.some((a) => a.scope === n.scope) && !changed.some((c) => within(c, n.scope)));
  if (added.length === 0 && kept.length === before.length) return before;
  const all = [...kept, ...added];
  return all.length === 0 ? NO_FIELD_NOTICES : all;
}

/**
 * The notices whose field the form shows (`fieldStates[path].visible` is not false); `notices` itself when all are.
 *
 * @example visibleFieldNotices(notices, { '/approver': { visible: false, … } }) // without the approver section's notice
 */
export function visibleFieldNotices(notices: readonly FieldNotice[], fieldStates: Readonly<Record<string, FieldState>>): readonly FieldNotice[] {
  const shown = notices.filter((n) => fieldStates[n.path]?.visible !== false);
  if (shown.length === notices.length) return notices;
  return shown.length === 0 ? NO_FIELD_NOTICES : shown;
}

/**
 * The notices by the pointer of the field they are drawn under, for the form (`formContext.fieldNotices`).
 *
 * @example fieldNoticeMessages([{ code: 'payment.forced', path: '/paymentType', message: '支付方式已改为月结', scope: '/paymentType' }])
 * // { '/paymentType': '支付方式已改为月结' }
 */
export function fieldNoticeMessages(notices: readonly FieldNotice[]): Readonly<Record<string, string>> {
  return Object.fromEntries(notices.map((n) => [n.path, n.message]));
}
