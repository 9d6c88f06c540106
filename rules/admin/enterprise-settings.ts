/**
 * An enterprise's settings (issue 25 §2, docs/administration.md "企业设置"), declared once by
 * schemas/enterprise-settings.schema.json: the notice board, the e-mail suffixes, the roles, the
 * stores and the payment permissions. Each section is one call's body, checked here at the server's
 * boundary; the settings page draws the form (`enterpriseSettingsForm`) from the same schema, and says
 * each change of the settings' history in words (`describeSettingsChange`). Pure.
 */
import settingsSchema from '../../schemas/enterprise-settings.schema.json' with { type: 'json' };
import { permissionLabel } from '../account/permission-labels.ts';
import { choicesOf, labelledOneOf } from '../compile/choices.ts';
import type { CompiledForm, JsonSchema } from '../compile/contract.ts';
import { checkAgainst } from '../config/schema-check.ts';
import { schemaValidators } from '../config/schema-compile.ts';
import { schemaLabelAt } from '../config/issue-text.ts';
import { requiredMessage } from '../fields/special-fields.ts';
import type { CheckResult, Issue } from '../model/issue.ts';
import { PaymentType, paymentTypeLabels } from '../model/constants.ts';
import { normaliseEmailSuffix } from './email-suffix.ts';

export interface NoticeBoard {
  enabled: boolean;
  title: string;
  text: string;
}
export interface EmailSuffixSettings {
  suffixes: string[];
}
export interface Role {
  name: string;
  permissions: string[];
}
export interface RoleSettings {
  roles: Role[];
}
export interface Store {
  name: string;
  city: string;
  address: string;
}
export interface StoreSettings {
  stores: Store[];
}
export interface PaymentPermissionSettings {
  paymentTypes: number[];
}
export interface EnterpriseSettings {
  noticeBoard: NoticeBoard;
  emailSuffix: EmailSuffixSettings;
  roles: RoleSettings;
  stores: StoreSettings;
  paymentPermissions: PaymentPermissionSettings;
}
export type SettingsSection = keyof EnterpriseSettings;

/** The sections in the page's order; each is a call of its own (`/enterpriseConfig/<section>`). */
export const SETTINGS_SECTIONS = ['noticeBoard', 'emailSuffix', 'roles', 'stores', 'paymentPermissions'] as const satisfies readonly SettingsSection[];

export function isSettingsSection(value: unknown): value is SettingsSection {
  return typeof value === 'string' && (SETTINGS_SECTIONS as readonly string[]).includes(value);
}

/** The schema of the settings (schemas/enterprise-settings.schema.json). */
export const ENTERPRISE_SETTINGS_SCHEMA = settingsSchema;

/** The schema of one section: its call's body. */
export function settingsSectionSchema(section: SettingsSection): JsonSchema {
  return settingsSchema.properties[section] as JsonSchema;
}

/** Every payment method of spec §9, in the code table's order. */
const ALL_PAYMENT_TYPES: readonly number[] = Object.values(PaymentType).map((entry) => entry.value);

/**
 * What an enterprise that saved nothing has: no notice, no suffix (any e-mail), no role, no store,
 * and every payment method allowed (nothing is taken away until an admin says so).
 */
export function defaultSettings(): EnterpriseSettings {
  return {
    noticeBoard: { enabled: false, title: '', text: '' },
    emailSuffix: { suffixes: [] },
    roles: { roles: [] },
    stores: { stores: [] },
    paymentPermissions: { paymentTypes: [...ALL_PAYMENT_TYPES] },
  };
}

const validatorsFor = schemaValidators();

const isObject = (value: unknown): value is Record<string, unknown> => value !== null && typeof value === 'object' && !Array.isArray(value);

/**
 * A body as kept: a part it leaves out is its default (a form leaves an emptied text out), and suffixes
 * typed with `@` or capitals read as their domain (the value checked is the value kept).
 */
export function keptSection(section: SettingsSection, value: unknown): unknown {
  if (!isObject(value)) return value;
  const given = Object.fromEntries(Object.entries(value).filter(([, part]) => part !== undefined));
  const whole: Record<string, unknown> = { ...defaultSettings()[section], ...given };
  if (section !== 'emailSuffix' || !Array.isArray(whole.suffixes)) return whole;
  return { ...whole, suffixes: whole.suffixes.map((suffix) => (typeof suffix === 'string' ? normaliseEmailSuffix(suffix) : suffix)) };
}

const labelAt = (section: SettingsSection, pointer: string) => schemaLabelAt(settingsSectionSchema(section), pointer) ?? '';

/**
 * The rules beyond the schema's shape: an enabled notice has a title and a text; a role's name is
 * not given twice. Each issue at its field, in a sentence.
 */
export function settingsRuleIssues<S extends SettingsSection>(section: S, value: EnterpriseSettings[S]): Issue[] {
  if (section === 'noticeBoard') {
    const board = value as NoticeBoard;
    if (!board.enabled) return [];
    return (['title', 'text'] as const)
      .filter((key) => (board[key] ?? '').trim() === '')
      .map((key) => ({ code: 'settings.noticeEmpty', path: `/${key}`, message: `显示公告时，${requiredMessage(labelAt('noticeBoard', `/${key}`))}` }));
  }
  if (section === 'roles') {
    const seen = new Set<string>();
    return (value as RoleSettings).roles.flatMap((role, index) => {
      const name = (role.name ?? '').trim();
      if (!seen.has(name)) {
        seen.add(name);
        return [];
      }
      return [{ code: 'settings.roleRepeated', path: `/roles/${index}/name`, message: `角色名称“${name}”已有，请换一个名称` }];
    });
  }
  return [];
}

/**
 * A section's body checked against its schema, then against the rules above. The issues carry the
 * schema's issue codes (worded by `refusalText` with the section's schema) or the rules' sentences.
 */
export function checkSettingsSection<S extends SettingsSection>(section: S, body: unknown): CheckResult<EnterpriseSettings[S]> {
  const checked = checkAgainst<EnterpriseSettings[S]>(validatorsFor(settingsSectionSchema(section)), keptSection(section, body));
  if (!checked.ok) return checked;
  const issues = settingsRuleIssues(section, checked.value);
  return issues.length > 0 ? { ok: false, issues } : checked;
}

/** A `{ const, title }` choice list, or none. */
const withChoices = (items: Record<string, unknown>, choices: ReturnType<typeof choicesOf>) => {
  const { enum: _enum, ...rest } = items;
  return { ...rest, ...labelledOneOf(choices) };
};

/**
 * The settings page's form: the schema as declared, a role's permissions chosen among `grantable`
 * (the admin's own permission names, each by its Chinese label) and the payment methods by the
 * names of rules/model's code table, both as tick boxes; the lists of roles and stores as cards.
 */
export function enterpriseSettingsForm(grantable: readonly string[]): CompiledForm {
  const { $schema: _s, $id: _i, description: _d, ...root } = structuredClone(settingsSchema) as typeof settingsSchema & Record<string, unknown>;
  const permissions = root.properties.roles.properties.roles.items.properties.permissions as Record<string, unknown>;
  permissions.items = withChoices(permissions.items as Record<string, unknown>, grantable.map((name) => ({ value: name, label: permissionLabel(name) })));
  const payment = root.properties.paymentPermissions.properties.paymentTypes as Record<string, unknown>;
  payment.items = withChoices(payment.items as Record<string, unknown>, choicesOf(ALL_PAYMENT_TYPES, paymentTypeLabels));
  const tickBoxes = { 'ui:widget': 'checkboxes', 'ui:options': { inline: true } };
  return {
    schema: root as JsonSchema,
    uiSchema: {
      'ui:order': [...SETTINGS_SECTIONS],
      noticeBoard: { 'ui:order': ['enabled', 'title', 'text'], text: { 'ui:widget': 'textarea' } },
      emailSuffix: { suffixes: { 'ui:options': { orderable: false }, items: { 'ui:placeholder': '如 huaxin-tech.example.cn' } } },
      roles: { roles: { 'ui:options': { orderable: false, itemLabel: '角色', itemNameKey: 'name' }, items: { permissions: tickBoxes } } },
      stores: { stores: { 'ui:options': { orderable: false, itemLabel: '门店', itemNameKey: 'name' } } },
      paymentPermissions: { paymentTypes: tickBoxes },
    },
    fieldStates: {},
  };
}

// ---------------------------------------------------------------------------------------------
// The history in words.

const quoted = (text: string, limit = 30) => `“${text.length > limit ? `${text.slice(0, limit)}…` : text}”`;
const yesNo = (value: boolean) => (value ? '是' : '否');
const listed = (items: readonly string[]) => items.join('、');

/** What was added and removed between two lists, said under `title` (nothing when equal). */
function listChange(title: string, before: readonly string[], after: readonly string[]): string[] {
  const added = after.filter((item) => !before.includes(item));
  const removed = before.filter((item) => !after.includes(item));
  const parts = [added.length > 0 ? `添加 ${listed(added)}` : '', removed.length > 0 ? `删除 ${listed(removed)}` : ''].filter(Boolean);
  return parts.length === 0 ? [] : [`${title}：${parts.join('；')}`];
}

/** The section's value, or its default when the log holds none (a first save). */
function sectionOr<S extends SettingsSection>(section: S, value: unknown): EnterpriseSettings[S] {
  const fallback = defaultSettings()[section];
  return (isObject(value) ? { ...fallback, ...value } : fallback) as EnterpriseSettings[S];
}

function describeNotice(before: NoticeBoard, after: NoticeBoard): string[] {
  const lines: string[] = [];
  if (before.enabled !== after.enabled) lines.push(`${labelAt('noticeBoard', '/enabled')}：${yesNo(before.enabled)} → ${yesNo(after.enabled)}`);
  for (const key of ['title', 'text'] as const) {
    if (before[key] !== after[key]) lines.push(`${labelAt('noticeBoard', `/${key}`)}：${before[key] === '' ? '（空）' : quoted(before[key])} → ${after[key] === '' ? '（空）' : quoted(after[key])}`);
  }
  return lines;
}

const roleText = (role: Role) => `角色“${role.name}”（${role.permissions.length === 0 ? '无权限' : listed(role.permissions.map(permissionLabel))}）`;
const storeText = (store: Store) => `门店“${store.name}”（${store.city}，${store.address}）`;

function describeNamed<T extends { name: string }>(before: readonly T[], after: readonly T[], text: (item: T) => string, changed: (was: T, now: T) => string[]): string[] {
  const lines: string[] = [];
  for (const now of after) {
    const was = before.find((item) => item.name === now.name);
    if (was === undefined) lines.push(`添加${text(now)}`);
    else lines.push(...changed(was, now));
  }
  for (const was of before) if (!after.some((item) => item.name === was.name)) lines.push(`删除${text(was)}`);
  return lines;
}

/**
 * One change of the settings as a person reads it: each changed setting by its Chinese title, its
 * values in words (permission and payment names, never keys or codes); `[]` when nothing changed.
 *
 * @example describeSettingsChange('emailSuffix', { suffixes: [] }, { suffixes: ['huaxin-tech.example.cn'] })
 * // ['允许的邮箱后缀：添加 huaxin-tech.example.cn']
 */
export function describeSettingsChange(section: SettingsSection, before: unknown, after: unknown): string[] {
  switch (section) {
    case 'noticeBoard':
      return describeNotice(sectionOr('noticeBoard', before), sectionOr('noticeBoard', after));
    case 'emailSuffix':
      return listChange(labelAt('emailSuffix', '/suffixes'), sectionOr('emailSuffix', before).suffixes, sectionOr('emailSuffix', after).suffixes);
    case 'roles':
      return describeNamed(sectionOr('roles', before).roles, sectionOr('roles', after).roles, roleText, (was, now) =>
        listChange(`角色“${now.name}”的权限`, was.permissions.map(permissionLabel), now.permissions.map(permissionLabel)),
      );
    case 'stores':
      return describeNamed(sectionOr('stores', before).stores, sectionOr('stores', after).stores, storeText, (was, now) =>
        was.city === now.city && was.address === now.address ? [] : [`${storeText(was)} 改为 ${storeText(now)}`],
      );
    case 'paymentPermissions': {
      const names = (codes: readonly number[]) => codes.map((code) => paymentTypeLabels[String(code)] ?? String(code));
      return listChange(labelAt('paymentPermissions', '/paymentTypes'), names(sectionOr('paymentPermissions', before).paymentTypes), names(sectionOr('paymentPermissions', after).paymentTypes));
    }
  }
}

/** A section's title (公告, 邮箱后缀, 角色, 门店, 支付权限). */
export function settingsSectionTitle(section: SettingsSection): string {
  return String(settingsSectionSchema(section).title ?? section);
}
