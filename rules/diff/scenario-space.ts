/**
 * `scenarioSpace(old, new)`: the scenarios that matter to a change (issue 10 §2). The space is a
 * list of blocks, one per changed part (rules/diff/changed-parts.ts); each block is the product of
 * the axes its part reads, every other input held fixed:
 *
 * - a group of special fields: the trip types its must conditions mention, the passengers of its
 *   skip lists, the own-car durations around its thresholds, and each choice parent's options;
 * - the audit of a business type: the values its condition lists mention for each condition bit
 *   either bundle switches on, and the bookers of its no-audit lists;
 * - the trip types of a business type: with and without the holiday permission (own car).
 *
 * Both business types are looked at. Parts are independent (a field's state reads only its own
 * group), so the space is a sum of small products, not one product of everything.
 * docs/rules.md "Impact diff".
 */
import {
  ANY_VALUE,
  AuditConditionBit,
  CHOICE_SHOW_TYPES,
  OWN_CAR,
  OWN_CAR_HOLIDAY_TRIP_TYPE,
  PaymentType,
  paymentTypeLabels,
  orderTypeLabels,
  type BookingBusinessType,
} from '../model/constants.ts';
import {
  auditConfigFor,
  noNeedToAuditBookers,
  specialFieldsOf,
  tripTypeConfigFor,
  type AuditConfig,
  type AuditSectionConfig,
  type EnterpriseBundle,
  type SpecialFieldConfig,
} from '../model/bundle.ts';
import { AUDIT_FACT_WORDS } from '../model/reasons.ts';
import { failure, success, type CheckResult } from '../model/issue.ts';
import type { Scenario } from '../model/scenario.ts';
import { parseMustCondition } from '../fields/must-condition.ts';
import { auditSectionRoles, type AuditRole } from '../audit/audit-visibility.ts';
import { AUDIT_LIST_CONDITIONS } from '../audit/audit-conditions.ts';
import { paymentState } from '../payment/payment-options.ts';
import { BUSINESS_TYPES, changedParts, type ChangedPart, type FieldPart } from './changed-parts.ts';
import type { DiffSubject, Words } from './diff-model.ts';
import {
  durationAxis,
  holidayAxis,
  listAxis,
  parentAxis,
  peopleAxis,
  sortedUnique,
  tripTypeAxis,
  type Axis,
} from './dimension-axes.ts';

/** The most scenarios one diff enumerates; a larger space is refused with a message, not computed. */
export const MAX_SCENARIO_SPACE = 200_000;

/** One changed part and the product of the axes it reads. */
export interface ScenarioBlock {
  part: ChangedPart;
  axes: Axis[];
  /**
   * How many leading axes the block shares with the other field blocks of its business type
   * (the trip types, passengers and durations of all the groups); 0 for audit and trip blocks.
   */
  shared: number;
  /** The product of the axes' sizes. */
  size: number;
  /** What the block compares, in a fixed order. */
  subjects: DiffSubject[];
}

export interface ScenarioSpace {
  blocks: ScenarioBlock[];
  /** The scenarios in all blocks. */
  size: number;
}

/** The space is larger than `MAX_SCENARIO_SPACE`. */
export const SPACE_TOO_LARGE = {
  code: 'diff.spaceTooLarge',
  message: '要比较的场景太多：{size} 个，上限 {max} 个。请分几次修改、分别比较',
  messageEn: 'too many scenarios to compare: {size}, the cap is {max}; split the change and compare each part',
} as const;

const AUDIT_ROLE_ORDER: readonly AuditRole[] = ['userInput', 'costCenter', 'ownCostCenter', 'exco'];
const SECTION_KEYS = ['userInputDto', 'costCenterDto', 'ownCostCenterDto', 'excoAuditDto'] as const;

function w(zh: string, en: string): Words {
  return { zh, en };
}

function sectionsOf(config: AuditConfig | undefined): AuditSectionConfig[] {
  if (!config) return [];
  return SECTION_KEYS.map((k) => config[k]).filter((s): s is AuditSectionConfig => s !== undefined && s.hasAuditCondition === true);
}

function auditAxes(part: ChangedPart, businessType: BookingBusinessType): Axis[] {
  const configs = [auditConfigFor(part.old, businessType), auditConfigFor(part.new, businessType)];
  const sections = configs.flatMap(sectionsOf);
  const bits = sections.reduce((acc, s) => acc | (s.auditConditionConfigDto?.conditionBits ?? 0), 0);
  const axes: Axis[] = [];
  for (const { bit, list, fact } of AUDIT_LIST_CONDITIONS) {
    if ((bits & bit) === 0) continue;
    const mentioned = sections.flatMap((s) => s.auditConditionConfigDto?.[list] ?? []).filter((v) => v !== ANY_VALUE);
    const label = w(AUDIT_FACT_WORDS[fact].zh, AUDIT_FACT_WORDS[fact].en);
    if (fact === 'tripType') {
      axes.push(tripTypeAxis(businessType, label, mentioned));
    } else if (fact === 'paymentType') {
      axes.push(
        listAxis('paymentType', label, mentioned, Object.values(PaymentType).map((p) => p.value), (v) => coded(v, paymentTypeLabels),
          (s, v) => {
            s.paymentType = v;
            // Offered alone, the type is the one the booking pays with (D5), so the audit reads it.
            s.offeredPaymentTypes = [v];
          },
          // The audit reads the type the booking pays with (D5): the forced one when payment is forced.
          (s) => paymentState(s.offeredPaymentTypes, s.paymentType, s.picturePriceUrl).selected ?? s.paymentType,
        ),
      );
    } else {
      const candidates = fact === 'userLevel' ? [0, 1, 2, 3] : [1, 2, 3, 4];
      // Order types by their names in the spec; user and car levels are numbers the admin set (`2 级`).
      const labelOf = (v: number) => (fact === 'orderType' ? coded(v, orderTypeLabels) : w(`${v} 级`, String(v)));
      axes.push(
        listAxis(fact, label, mentioned, candidates, labelOf,
          (s, v) => {
            s[fact] = v;
          },
          (s) => s[fact],
        ),
      );
    }
  }
  if ((bits & AuditConditionBit.BOOKER_NOT_EXEMPT) !== 0) {
    const exempt = configs.map((c, i) => new Set(noNeedToAuditBookers(i === 0 ? part.old : part.new, businessType, c?.auditType ?? 0)));
    const [inOld, inNew] = exempt as [Set<string>, Set<string>];
    axes.push(
      peopleAxis('booker', w('预订人', 'booker'), [...inOld, ...inNew], (p) => `${inOld.has(p)}:${inNew.has(p)}`,
        w('不在免审名单中的预订人', 'a booker in no no-audit list'),
        (s, p) => {
          s.bookerId = p;
        },
        (s) => s.bookerId,
      ),
    );
  }
  return axes;
}

/** A code by its name in the spec (`挂账`) in Chinese, by its number in English. */
function coded(value: number, labels: Readonly<Record<string, string>>): Words {
  return w(labels[String(value)] ?? `未知的代码 ${value}`, String(value));
}

function fieldsOfPart(part: FieldPart): { old: ReadonlyMap<number, SpecialFieldConfig>; new: ReadonlyMap<number, SpecialFieldConfig> } {
  return {
    old: new Map(specialFieldsOf(part.old).map((f) => [f.specialId, f])),
    new: new Map(specialFieldsOf(part.new).map((f) => [f.specialId, f])),
  };
}

/**
 * The axes every field group of a business type shares: the trip types the must conditions of
 * all the groups mention, their skip lists' passengers, their durations. Sharing them lets the
 * diff evaluate every group in one scenario (rules/diff/diff-bundles.ts); an extra value of a
 * shared axis that makes no difference to a group never shows in its conditions.
 */
function sharedFieldAxes(parts: readonly FieldPart[], businessType: BookingBusinessType): Axis[] {
  const versions = parts.flatMap((part) => [...specialFieldsOf(part.old), ...specialFieldsOf(part.new)]);
  const conditions = versions.flatMap((f) => (f.isMandatory && f.isHaveMustCondition ? (f.mustConditionConfigList ?? []) : []));
  const parsed = conditions.map(parseMustCondition);
  const tripTypes = parsed.flatMap((p) => (p?.kind === 'tripTypes' ? p.tripTypes : []));
  const hours = parsed.flatMap((p) => (p?.kind === 'durationHours' ? [p.hours] : []));
  const axes: Axis[] = [];
  if (tripTypes.length > 0) axes.push(tripTypeAxis(businessType, w('行程类型', 'trip type'), tripTypes));

  const skipOf = (f: SpecialFieldConfig) => new Set((f.skipMustConditionConfigList ?? []).map((s) => s.passengerName.trim()).filter((n) => n !== ''));
  const lists = parts.flatMap((part) => {
    const fields = fieldsOfPart(part);
    return [
      ...[...fields.old.values()].map((f) => ({ key: `o${f.specialId}`, names: skipOf(f) })),
      ...[...fields.new.values()].map((f) => ({ key: `n${f.specialId}`, names: skipOf(f) })),
    ];
  }).filter((l) => l.names.size > 0);
  const passengers = lists.flatMap((l) => [...l.names]);
  if (passengers.length > 0) {
    axes.push(
      peopleAxis('passenger', w('乘车人', 'passenger'), passengers, (p) => lists.filter((l) => l.names.has(p)).map((l) => l.key).join(','),
        w('不在跳过名单中的乘车人', 'a passenger in no skip list'),
        (s, p) => {
          s.passengerName = p;
        },
        (s) => s.passengerName,
      ),
    );
  }
  if (businessType === OWN_CAR && hours.length > 0) axes.push(durationAxis(hours));
  return axes;
}

/** The choice parents of a group: any choice field a field of the group names as its parent. */
function parentAxes(part: FieldPart): Axis[] {
  const versions = [...specialFieldsOf(part.old), ...specialFieldsOf(part.new)];
  const fields = fieldsOfPart(part);
  const axes: Axis[] = [];
  const parentIds = sortedUnique(versions.filter((f) => f.isAssociation && typeof f.parentSpecialId === 'number').map((f) => f.parentSpecialId as number));
  for (const id of parentIds) {
    // The new bundle's words first: the diff speaks as the edited bundle does.
    const versionsOf = [fields.new.get(id), fields.old.get(id)].filter((f): f is SpecialFieldConfig => f !== undefined);
    if (!versionsOf.some((f) => CHOICE_SHOW_TYPES.includes(f.showType))) continue;
    const labels = new Map<number, string>();
    for (const f of versionsOf) for (const o of f.showTypeConfigInfo ?? []) if (!labels.has(o.optionId)) labels.set(o.optionId, o.optionContent);
    for (const f of versions) {
      if (f.parentSpecialId !== id) continue;
      for (const e of f.associationParentInfo ?? []) if (!labels.has(e.optionId)) labels.set(e.optionId, `选项 ${e.optionId}`);
    }
    const options = sortedUnique(labels.keys()).map((optionId) => ({ optionId, label: labels.get(optionId) as string }));
    const name = (fields.new.get(id) ?? fields.old.get(id))?.configName ?? String(id);
    axes.push(parentAxis(id, name, options));
  }
  return axes;
}

function tripAxes(part: ChangedPart, businessType: BookingBusinessType): Axis[] {
  if (businessType !== OWN_CAR) return [];
  const listsHoliday = [part.old, part.new].some((b) =>
    (tripTypeConfigFor(b, businessType)?.enterpriseServiceTripTypeList ?? []).includes(OWN_CAR_HOLIDAY_TRIP_TYPE),
  );
  return listsHoliday ? [holidayAxis()] : [];
}

function subjectsOf(part: ChangedPart): DiffSubject[] {
  const businessType = part.businessType;
  if (part.kind === 'fields') {
    const fields = fieldsOfPart(part);
    return part.affected.map((specialId) => ({
      kind: 'specialField',
      businessType,
      specialId,
      name: (fields.new.get(specialId) ?? fields.old.get(specialId))?.configName ?? String(specialId),
    }));
  }
  if (part.kind === 'audit') {
    const roles = new Set([part.old, part.new].flatMap((b) => {
      const config = auditConfigFor(b, businessType);
      return config ? auditSectionRoles(config) : [];
    }));
    return [
      ...AUDIT_ROLE_ORDER.filter((r) => roles.has(r)).map((role) => ({ kind: 'auditSection' as const, businessType, role })),
      { kind: 'paymentOptions', businessType },
    ];
  }
  return [{ kind: 'tripTypes', businessType }];
}

function axesOf(part: ChangedPart, shared: ReadonlyMap<number, Axis[]>): Axis[] {
  if (part.kind === 'fields') return [...(shared.get(part.businessType) ?? []), ...parentAxes(part)];
  if (part.kind === 'audit') return auditAxes(part, part.businessType);
  return tripAxes(part, part.businessType);
}

function sizeOf(axes: readonly Axis[]): number {
  return axes.reduce((n, a) => n * a.dimension.values.length, 1);
}

/** The blocks of two bundles' space, whatever its size (the replay reads them without enumerating them). */
export function spaceBlocks(oldBundle: EnterpriseBundle, newBundle: EnterpriseBundle): ScenarioBlock[] {
  const parts = changedParts(oldBundle, newBundle);
  const shared = new Map<number, Axis[]>();
  for (const businessType of BUSINESS_TYPES) {
    const fieldParts = parts.filter((p): p is FieldPart => p.kind === 'fields' && p.businessType === businessType);
    if (fieldParts.length > 0) shared.set(businessType, sharedFieldAxes(fieldParts, businessType));
  }
  return parts.map((part) => {
    const axes = axesOf(part, shared);
    const sharedAxes = part.kind === 'fields' ? (shared.get(part.businessType)?.length ?? 0) : 0;
    return { part, axes, shared: sharedAxes, size: sizeOf(axes), subjects: subjectsOf(part) };
  });
}

/**
 * The scenario space of two bundles, or why it is too large to enumerate. Two equal bundles have
 * an empty space: nothing can change.
 *
 * @example scenarioSpace(bundle, { ...bundle, specialFields: [] }).ok // true
 */
export function scenarioSpace(oldBundle: EnterpriseBundle, newBundle: EnterpriseBundle): CheckResult<ScenarioSpace> {
  const blocks = spaceBlocks(oldBundle, newBundle);
  const size = blocks.reduce((n, b) => n + b.size, 0);
  if (size > MAX_SCENARIO_SPACE) {
    const fill = (t: string) => t.replace('{size}', String(size)).replace('{max}', String(MAX_SCENARIO_SPACE));
    return failure({ code: SPACE_TOO_LARGE.code, path: '', message: fill(SPACE_TOO_LARGE.message), messageEn: fill(SPACE_TOO_LARGE.messageEn) });
  }
  return success({ blocks, size });
}

/** The value index of each axis at a point of a block (the first axis varies slowest). */
export function pointOf(block: ScenarioBlock, index: number): number[] {
  const point = new Array<number>(block.axes.length);
  let rest = index;
  for (let d = block.axes.length - 1; d >= 0; d -= 1) {
    const n = (block.axes[d] as Axis).dimension.values.length;
    point[d] = rest % n;
    rest = Math.floor(rest / n);
  }
  return point;
}

/**
 * The scenario at a point of a block: the block's business type, each axis's value, nothing else.
 *
 * @example scenarioAt(space.blocks[0], 0).businessType // 4
 */
export function scenarioAt(block: ScenarioBlock, index: number): Scenario {
  const scenario: Scenario = { businessType: block.part.businessType, values: {} };
  pointOf(block, index).forEach((v, d) => (block.axes[d] as Axis).apply(scenario, v));
  return scenario;
}
