/**
 * The caps of a bundle (issue 21 §6): how much special config one enterprise may ask its bookers
 * to fill in, so that the booking page stays fast. A 1,850-field bundle (591 KB) was accepted
 * before, after which every booker's page took seconds to draw; the booking page draws every
 * special field of its business type with every option at once, and reads every condition at each
 * keystroke, so these are the numbers that multiply its work. Each cap is a named constant with the
 * measurement or reason behind it (docs/rules.md "12. Linting a bundle", "Caps";
 * `tests/bench/bundle-caps.bench.ts` measures the page at chosen shapes).
 *
 * The caps are lint errors (D10, `lintBundle`), so the booking page, the server's save, the config
 * preview and `booking-rules lint` all refuse a bundle over them, and each cap is reported at most
 * once, however many fields break it: a bundle far over the caps costs one line per cap, and the
 * check is one pass over the bundle (issue 7 point 8: the linter stays linear).
 */
import { AUDIT_LIST_CONDITIONS } from '../audit/audit-conditions.ts';
import { associationChains } from '../fields/association-chains.ts';
import { specialFieldIndex, type AuditConfig, type EnterpriseBundle, type SpecialFieldConfig } from '../model/bundle.ts';
import { BusinessType, OWN_CAR, SPECIAL_CAR } from '../model/constants.ts';
import { pointer } from '../model/issue.ts';

/**
 * The most special fields that apply to one business type (the fields one booking form may draw).
 * `npm run bench` measures the special-car booking page at 50, 200 and 500 fields: 500 mount in
 * 346–480 ms with the keystroke as fast as at 50 (docs/performance.md); 500 mandatory text fields,
 * all shown, mount in about 500 ms, and the 1,850 fields of the issue's bundle in 1.6 s on this
 * machine (6.2 s on the reporter's).
 */
export const MAX_FIELDS_PER_BUSINESS_TYPE = 500;

/**
 * The most special fields in a bundle: both business types' fields. A field that applies to
 * neither is never drawn, but every `evaluate`, lint and impact diff still reads it.
 */
export const MAX_SPECIAL_FIELDS = 2 * MAX_FIELDS_PER_BUSINESS_TYPE;

/**
 * The most options of one field (`showTypeConfigInfo`). A radio and a checkbox list draw every
 * option: ten radios of 200 options mount in about 430 ms, as 500 text fields do; a drop-down of
 * 1,000 options is no longer a choice a booker can make.
 */
export const MAX_OPTIONS_PER_FIELD = 200;

/**
 * The most options of all the fields that apply to one business type. Options are what the page
 * draws most of: 500 fields of ten options (5,000) mount in 630 ms as drop-downs, 890 ms as radios
 * and 1,020 ms as checkboxes, where 500 text fields take 500 ms. With 500 fields, all shown and
 * mandatory, and their options in checkbox lists of ten, measured side by side: 1,000 options
 * mount within a tenth of 500 text fields (850–920 against 810–940 ms), 2,000 half as long again
 * (1,010–1,410 ms).
 */
export const MAX_OPTIONS_PER_BUSINESS_TYPE = 1000;

/**
 * The most entries of one field's `associationParentInfo`: one per option of the parent, so the
 * parent's own cap.
 */
export const MAX_PARENT_OPTIONS_PER_FIELD = MAX_OPTIONS_PER_FIELD;

/**
 * The most fields on one association chain, its root and the field included (a child of a root
 * is at depth 2). Chains are walked once (issue 7 point 8), so depth does not multiply the page's
 * work; it is what a booker can be asked: each level shows only once the level above is chosen,
 * so depth is choices in a row. The fixtures and the benches go three deep.
 */
export const MAX_ASSOCIATION_DEPTH = 10;

/**
 * The most must conditions of one field (`mustConditionConfigList`): every one is checked for
 * every field at each change of the booking (D4). The fixtures have at most two; a condition holds
 * a whole list of trip types, so more are the same condition again.
 */
export const MAX_MUST_CONDITIONS_PER_FIELD = 10;

/**
 * The most passenger names on one field's skip list (`skipMustConditionConfigList`): the passenger
 * is compared with each at every change of the booking, for every field (500 × 100 comparisons at
 * the caps). The fixtures name at most two.
 */
export const MAX_SKIP_NAMES_PER_FIELD = 100;

/**
 * The most values of one audit condition list (`tripTypes`, `orderTypes`, `paymentTypes`,
 * `userLevels`, `carTypeLevels`): checked at every change of the booking, and each reason the
 * page and the preview show names the whole list (`行程类型「5」不在列表（1、3）中`). Trip, order
 * and payment types have ten values at most; levels are a short scale.
 */
export const MAX_AUDIT_CONDITION_VALUES = 100;

/**
 * The largest bundle, in bytes of its JSON (UTF-8, as the server stores it and the booking page
 * downloads and decrypts it). The bench's 500 fields are 140 KB, 500 fields at the caps above
 * 150 KB. Bytes alone cost little (10 fields carrying 559 KB of skip lists mount as fast as 500
 * text fields), so this is the backstop for what the counts do not bound (long names and texts),
 * and it keeps a version row small.
 */
export const MAX_BUNDLE_BYTES = 600 * 1024;

/** The codes of the cap errors, one per cap. */
export const CapCode = {
  BUNDLE_TOO_LARGE: 'cap.bundle-bytes',
  SPECIAL_FIELDS: 'cap.special-fields',
  FIELDS_PER_BUSINESS_TYPE: 'cap.fields-per-business-type',
  OPTIONS_PER_FIELD: 'cap.options-per-field',
  OPTIONS_PER_BUSINESS_TYPE: 'cap.options-per-business-type',
  PARENT_OPTIONS_PER_FIELD: 'cap.parent-options-per-field',
  ASSOCIATION_DEPTH: 'cap.association-depth',
  MUST_CONDITIONS_PER_FIELD: 'cap.must-conditions-per-field',
  SKIP_NAMES_PER_FIELD: 'cap.skip-names-per-field',
  AUDIT_CONDITION_VALUES: 'cap.audit-condition-values',
} as const;
export type CapCode = (typeof CapCode)[keyof typeof CapCode];

/** Reports one cap error (lint-bundle.ts's `Report` for errors). */
export type CapReport = (code: CapCode, path: string, message: string, messageEn: string) => void;

/** The UTF-8 length of a text, without encoding it. */
function utf8Bytes(text: string): number {
  let bytes = 0;
  for (let i = 0; i < text.length; i += 1) {
    const unit = text.charCodeAt(i);
    if (unit < 0x80) bytes += 1;
    else if (unit < 0x800) bytes += 2;
    else if (unit >= 0xd800 && unit <= 0xdbff && i + 1 < text.length) {
      // A surrogate pair is one code point of four bytes (a lone surrogate: three, as U+FFFD).
      const next = text.charCodeAt(i + 1);
      if (next >= 0xdc00 && next <= 0xdfff) {
        bytes += 4;
        i += 1;
      } else bytes += 3;
    } else bytes += 3;
  }
  return bytes;
}

/**
 * The bytes of a value's JSON, as `JSON.stringify` writes it (no spaces).
 *
 * @example bundleBytes({ enterpriseId: 1, enterpriseName: '华信' }) // 40
 */
export function bundleBytes(value: unknown): number {
  return utf8Bytes(JSON.stringify(value) ?? '');
}

/** One per-field cap: the first field over it is reported, with how many more are. */
interface FieldCap {
  code: CapCode;
  cap: number;
  list: 'showTypeConfigInfo' | 'associationParentInfo' | 'mustConditionConfigList' | 'skipMustConditionConfigList';
  /** What the list holds, and its measure word. */
  zh: readonly [noun: string, unit: string];
  en: string;
}

export const FIELD_CAPS: readonly FieldCap[] = [
  { code: CapCode.OPTIONS_PER_FIELD, cap: MAX_OPTIONS_PER_FIELD, list: 'showTypeConfigInfo', zh: ['选项', '个'], en: 'options' },
  { code: CapCode.PARENT_OPTIONS_PER_FIELD, cap: MAX_PARENT_OPTIONS_PER_FIELD, list: 'associationParentInfo', zh: ['父选项设置', '条'], en: 'parent option entries' },
  { code: CapCode.MUST_CONDITIONS_PER_FIELD, cap: MAX_MUST_CONDITIONS_PER_FIELD, list: 'mustConditionConfigList', zh: ['必填条件', '个'], en: 'must conditions' },
  { code: CapCode.SKIP_NAMES_PER_FIELD, cap: MAX_SKIP_NAMES_PER_FIELD, list: 'skipMustConditionConfigList', zh: ['跳过的乘车人', '个'], en: 'skipped passengers' },
];

const plural = (n: number, word: string) => `${n} more ${word}${n === 1 ? '' : 's'}`;
const others = (more: number, zh: boolean) => (more === 0 ? '' : zh ? `（另有 ${more} 个字段也超过）` : ` (${plural(more, 'field')} too)`);

export const BOOKING_TYPES = [SPECIAL_CAR, OWN_CAR] as const;
export const typeLabel = (businessType: number) => (businessType === OWN_CAR ? BusinessType.OWN_CAR.label : BusinessType.SPECIAL_CAR.label);
const typeLabelEn = (businessType: number) => (businessType === OWN_CAR ? 'own-car' : 'special-car');

/** Every audit section of a config, whichever its audit type draws. */
const SECTION_KEYS = ['userInputDto', 'costCenterDto', 'ownCostCenterDto', 'excoAuditDto'] as const satisfies readonly (keyof AuditConfig)[];

/**
 * Reports each cap the bundle is over, once, at the JSON Pointer of the first place over it (a
 * count per business type at `/specialFields`). `value` is the bundle as given (its bytes are
 * measured as given); `bundle` the same value once the schema accepted it.
 *
 * @example
 * checkCaps(b, b, report) // for 1,850 fields of both business types, three errors:
 * // cap.special-fields, cap.fields-per-business-type for 专车 and for 自有车
 */
export function checkCaps(value: unknown, bundle: EnterpriseBundle, report: CapReport): void {
  const bytes = bundleBytes(value);
  if (bytes > MAX_BUNDLE_BYTES)
    report(CapCode.BUNDLE_TOO_LARGE, '',
      `企业配置过大：${Math.ceil(bytes / 1024)} KB，上限 ${MAX_BUNDLE_BYTES / 1024} KB`,
      `the bundle is too large: ${Math.ceil(bytes / 1024)} KB, the cap is ${MAX_BUNDLE_BYTES / 1024} KB`);

  const fields = bundle.specialFields ?? [];
  if (fields.length > MAX_SPECIAL_FIELDS)
    report(CapCode.SPECIAL_FIELDS, '/specialFields',
      `特殊字段共 ${fields.length} 个，超过上限 ${MAX_SPECIAL_FIELDS} 个`,
      `${fields.length} special fields, over the cap of ${MAX_SPECIAL_FIELDS}`);

  const perType = new Map<number, { fields: number; options: number }>(BOOKING_TYPES.map((t) => [t, { fields: 0, options: 0 }]));
  const firstOver = new Map<CapCode, { index: number; count: number; more: number }>();
  fields.forEach((f, i) => {
    for (const t of new Set(f.businessTypeList ?? [])) {
      const counts = perType.get(t);
      if (!counts) continue;
      counts.fields += 1;
      counts.options += (f.showTypeConfigInfo ?? []).length;
    }
    for (const { code, cap, list } of FIELD_CAPS) {
      const count = (f[list] ?? []).length;
      if (count <= cap) continue;
      const seen = firstOver.get(code);
      if (seen) seen.more += 1;
      else firstOver.set(code, { index: i, count, more: 0 });
    }
  });
  for (const t of BOOKING_TYPES) {
    const counts = perType.get(t)!;
    if (counts.fields > MAX_FIELDS_PER_BUSINESS_TYPE)
      report(CapCode.FIELDS_PER_BUSINESS_TYPE, '/specialFields',
        `适用于${typeLabel(t)}的特殊字段有 ${counts.fields} 个，超过上限 ${MAX_FIELDS_PER_BUSINESS_TYPE} 个`,
        `${counts.fields} special fields apply to ${typeLabelEn(t)} bookings, over the cap of ${MAX_FIELDS_PER_BUSINESS_TYPE}`);
  }
  for (const t of BOOKING_TYPES) {
    const counts = perType.get(t)!;
    if (counts.options > MAX_OPTIONS_PER_BUSINESS_TYPE)
      report(CapCode.OPTIONS_PER_BUSINESS_TYPE, '/specialFields',
        `适用于${typeLabel(t)}的特殊字段共有 ${counts.options} 个选项，超过上限 ${MAX_OPTIONS_PER_BUSINESS_TYPE} 个`,
        `the special fields of ${typeLabelEn(t)} bookings have ${counts.options} options, over the cap of ${MAX_OPTIONS_PER_BUSINESS_TYPE}`);
  }
  for (const { code, cap, list, zh: [noun, unit], en } of FIELD_CAPS) {
    const over = firstOver.get(code);
    if (!over) continue;
    const name = fields[over.index]!.configName;
    report(code, pointer('specialFields', over.index, list),
      `「${name}」有 ${over.count} ${unit}${noun}，超过上限 ${cap} ${unit}${others(over.more, true)}`,
      `"${name}" has ${over.count} ${en}, over the cap of ${cap}${others(over.more, false)}`);
  }

  checkDepth(fields, report);
  checkAuditLists(bundle, report);
}

/** The deepest chain over the cap, reported once at its deepest field (the first such in the bundle). */
function checkDepth(fields: readonly SpecialFieldConfig[], report: CapReport): void {
  let deepest: { id: number; depth: number } | undefined;
  for (const [id, depth] of associationChains(fields).depth)
    if (depth > MAX_ASSOCIATION_DEPTH && (deepest === undefined || depth > deepest.depth)) deepest = { id, depth };
  if (!deepest) return;
  const index = fields.findIndex((f) => f.specialId === deepest.id);
  const name = specialFieldIndex(fields).get(deepest.id)?.configName ?? String(deepest.id);
  report(CapCode.ASSOCIATION_DEPTH, pointer('specialFields', index, 'parentSpecialId'),
    `关联字段「${name}」的父字段链共 ${deepest.depth} 层，超过上限 ${MAX_ASSOCIATION_DEPTH} 层`,
    `the parent chain of "${name}" is ${deepest.depth} fields deep, over the cap of ${MAX_ASSOCIATION_DEPTH}`);
}

/** The first audit condition list over the cap, with how many more are. */
function checkAuditLists(bundle: EnterpriseBundle, report: CapReport): void {
  let first: { path: string; list: string; wordsZh: string; count: number } | undefined;
  let more = 0;
  (bundle.auditConfigs ?? []).forEach((config, i) => {
    for (const key of SECTION_KEYS) {
      const condition = config[key]?.auditConditionConfigDto;
      if (!condition) continue;
      for (const { list, wordsZh } of AUDIT_LIST_CONDITIONS) {
        const count = (condition[list] ?? []).length;
        if (count <= MAX_AUDIT_CONDITION_VALUES) continue;
        if (first) more += 1;
        else first = { path: pointer('auditConfigs', i, key, 'auditConditionConfigDto', list), list, wordsZh, count };
      }
    }
  });
  if (!first) return;
  report(CapCode.AUDIT_CONDITION_VALUES, first.path,
    `审批条件「${first.wordsZh}」的列表有 ${first.count} 个值，超过上限 ${MAX_AUDIT_CONDITION_VALUES} 个${more > 0 ? `（另有 ${more} 个列表也超过）` : ''}`,
    `the audit condition list ${first.list} has ${first.count} values, over the cap of ${MAX_AUDIT_CONDITION_VALUES}${more > 0 ? ` (${plural(more, 'list')} too)` : ''}`);
}
