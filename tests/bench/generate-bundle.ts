/**
 * Deterministic bundles for benchmarks: `size` special fields with conditions, skip lists and
 * association chains three levels deep, plus an audit config using every condition bit.
 */
import type { EnterpriseBundle, SpecialFieldConfig } from '../../rules/model/bundle.ts';
import type { Scenario } from '../../rules/model/scenario.ts';

export function generateBundle(size: number): EnterpriseBundle {
  const fields: SpecialFieldConfig[] = [];
  for (let i = 1; i <= size; i++) {
    const level = (i - 1) % 3; // 0 root (dropdown), 1 child (radio), 2 grandchild (text)
    const options = [
      { optionId: 1, optionContent: '是' },
      { optionId: 2, optionContent: '否' },
    ];
    fields.push({
      specialId: i,
      configName: `字段${i}`,
      showType: level === 0 ? 3 : level === 1 ? 4 : 2,
      showTypeConfigInfo: level < 2 ? options : [],
      isShow: true,
      statusFlag: 1,
      isMandatory: i % 2 === 0,
      isHaveMustCondition: i % 4 === 0,
      mustConditionConfigList:
        i % 4 === 0
          ? [
              { conditionType: 2, conditionValue: '1,3,5' },
              { conditionType: 1, conditionValue: '4' },
            ]
          : [],
      skipMustConditionConfigList: i % 8 === 0 ? [{ passengerName: '张三' }] : [],
      isAssociation: level > 0,
      parentSpecialId: level > 0 ? i - 1 : null,
      associationParentInfo:
        level > 0
          ? [
              { optionId: 1, whetherHide: false },
              { optionId: 2, whetherHide: true },
            ]
          : [],
      businessTypeList: [4, 5],
    });
  }
  const section = {
    isShow: true,
    isRequired: true,
    isCanEdit: true,
    hasAuditCondition: true,
    auditConditionConfigDto: { conditionBits: 63, tripTypes: [1, 3], orderTypes: [1], paymentTypes: [-1], userLevels: [0, 1], carTypeLevels: [1, 2, 3] },
  };
  return {
    enterpriseId: 1001,
    tripTypeConfigs: [{ businessType: 4, enterpriseServiceTripTypeList: [1, 3, 5, 6], defaultTripTypeConfigValue: 1 }],
    auditConfigs: [{ businessType: 4, isNeedAudit: true, auditType: 1, userInputDto: section, isNeedExco: true, excoOrder: 2, excoAuditDto: section }],
    noNeedToAudit: [{ businessType: 4, auditType: 1, bookerIds: ['u-9'] }],
    specialFields: fields,
  };
}

/** A scenario that chooses option 1 in every root and child, so every chain is shown. */
export function generateScenario(size: number): Scenario {
  const values: Record<string, number | string> = {};
  for (let i = 1; i <= size; i++) values[String(i)] = (i - 1) % 3 === 2 ? (i % 5 === 0 ? '' : `值${i}`) : 1;
  return {
    businessType: 4,
    tripType: 1,
    orderType: 1,
    paymentType: 4,
    offeredPaymentTypes: [2, 4, 20],
    userLevel: 1,
    bookerId: 'u-1',
    passengerName: '李四',
    carTypeLevel: 2,
    pickUp: { addressType: 3, city: '上海', address: '世纪大道100号' },
    dropOff: { addressType: 1, city: '上海', address: '上海浦东国际机场' },
    values,
    orderPrice: 123.4,
    userBalance: 100,
  };
}

/**
 * A single association chain of `size` choice fields: field 1 is the root, field i's parent is
 * i - 1, and option 1 of each parent shows its child. The worst case for anything that follows
 * chains to the root (issue 7, point 8).
 */
export function generateChainBundle(size: number): EnterpriseBundle {
  return { enterpriseId: 1002, specialFields: Array.from({ length: size }, (_, k) => linkedField(k + 1, k === 0 ? null : k)) };
}

/**
 * A single association cycle of `size` choice fields: field i's parent is i - 1 and field 1's
 * parent is the last one. Every field is on the cycle.
 */
export function generateCycleBundle(size: number): EnterpriseBundle {
  return { enterpriseId: 1003, specialFields: Array.from({ length: size }, (_, k) => linkedField(k + 1, k === 0 ? size : k)) };
}

/** The scenario choosing option 1 in each of `size` chain fields. */
export function generateChainScenario(size: number): Scenario {
  const values: Record<string, number> = {};
  for (let i = 1; i <= size; i++) values[String(i)] = 1;
  return { ...generateScenario(0), values };
}

function linkedField(specialId: number, parentSpecialId: number | null): SpecialFieldConfig {
  return {
    specialId,
    configName: `字段${specialId}`,
    showType: 3,
    showTypeConfigInfo: [
      { optionId: 1, optionContent: '是' },
      { optionId: 2, optionContent: '否' },
    ],
    isShow: true,
    statusFlag: 1,
    isMandatory: false,
    isAssociation: parentSpecialId !== null,
    parentSpecialId,
    associationParentInfo: parentSpecialId === null ? [] : [{ optionId: 1, whetherHide: false }],
    businessTypeList: [4, 5],
  };
}

/** Where the blocks of the booking-page bench start their ids (clear of every fixture's ids). */
export const BOOKING_FIELD_BASE = 10_000;

/**
 * The special config of the booking-page bench (issue 9 §1): `size` fields (a multiple of 10) in
 * blocks of ten, all applying to special-car bookings (business type 4). Each block: a drop-down
 * parent (options 1 and 2 show the next field, 3 hides it) and its text child (mandatory); a radio
 * parent (option 1 shows the next field, 2 hides it) and its text child (mandatory when the trip
 * type is 1, 3 or 5); six more text fields, one mandatory when the trip type is 2 or 4, one when it
 * is 1, 3 or 5 unless the passenger is 张三. So 8 in 10 fields are text fields, every child starts
 * hidden (no parent chosen yet), and with the fixtures' default trip type 5 some conditions hold.
 */
export function generateBookingSpecialFields(size: number): SpecialFieldConfig[] {
  const fields: SpecialFieldConfig[] = [];
  for (let i = 0; i < size; i++) {
    const id = BOOKING_FIELD_BASE + i;
    const k = i % 10;
    const base = { specialId: id, configName: `字段${i + 1}`, isShow: true, statusFlag: 1, businessTypeList: [4] };
    const text = { ...base, showType: 2, isAssociation: false, parentSpecialId: null, associationParentInfo: [] };
    const must = (tripTypes: string, skip: string[] = []) => ({
      isMandatory: true,
      isHaveMustCondition: true,
      mustConditionConfigList: [{ conditionType: 2 as const, conditionValue: tripTypes }],
      skipMustConditionConfigList: skip.map((passengerName) => ({ passengerName })),
    });
    if (k === 0) {
      fields.push({ ...text, showType: 3, isMandatory: false, showTypeConfigInfo: [
        { optionId: 1, optionContent: '国内出差' },
        { optionId: 2, optionContent: '境外出差' },
        { optionId: 3, optionContent: '市内公务' },
      ] });
    } else if (k === 2) {
      fields.push({ ...text, showType: 4, isMandatory: false, showTypeConfigInfo: [
        { optionId: 1, optionContent: '是' },
        { optionId: 2, optionContent: '否' },
      ] });
    } else if (k === 1) {
      fields.push({ ...text, isMandatory: true, isAssociation: true, parentSpecialId: id - 1, associationParentInfo: [
        { optionId: 1, whetherHide: false },
        { optionId: 2, whetherHide: false },
        { optionId: 3, whetherHide: true },
      ] });
    } else if (k === 3) {
      fields.push({ ...text, ...must('1,3,5'), isAssociation: true, parentSpecialId: id - 1, associationParentInfo: [
        { optionId: 1, whetherHide: false },
        { optionId: 2, whetherHide: true },
      ] });
    } else if (k === 4) {
      fields.push({ ...text, ...must('2,4') });
    } else if (k === 6) {
      fields.push({ ...text, ...must('1,3,5', ['张三']) });
    } else {
      fields.push({ ...text, isMandatory: false });
    }
  }
  return fields;
}

/** Where the ids of the shaped and attack fields start (clear of every fixture's ids). */
export const SHAPED_FIELD_BASE = 20_000;

/** One shape of special config: how many fields, drawn as which kind, with how many options. */
export interface FieldShape {
  fields: number;
  /** 2 text, 3 drop-down, 4 radio, 5 checkboxes (spec §9 ShowType). */
  showType: 2 | 3 | 4 | 5;
  options: number;
}

/**
 * `fields` mandatory special-car and own-car fields, all shown, of one kind with `options` options
 * each: the worst case of a shape for the booking page, which draws every one of them at once
 * (`bundle-caps.bench.ts`, the caps' measurements).
 */
export function generateShapedSpecialFields({ fields, showType, options }: FieldShape): SpecialFieldConfig[] {
  return Array.from({ length: fields }, (_, i) => ({
    specialId: SHAPED_FIELD_BASE + i,
    configName: `字段${i + 1}`,
    showType,
    showTypeConfigInfo: Array.from({ length: options }, (_, j) => ({ optionId: j + 1, optionContent: `选项${j + 1}` })),
    isShow: true,
    statusFlag: 1,
    isMandatory: true,
    isAssociation: false,
    parentSpecialId: null,
    associationParentInfo: [],
    businessTypeList: [4, 5],
  }));
}

/**
 * The special config of issue 21 §6's attack: `size` mandatory fields (1,850 in the report, a
 * 591 KB bundle with the seeded enterprise's other parts), all shown to special-car and own-car
 * bookers: in every four a drop-down of eight options, a radio of four and two text fields.
 * Schema-valid and, before the caps, lint-clean.
 */
export function generateAttackSpecialFields(size: number): SpecialFieldConfig[] {
  return Array.from({ length: size }, (_, i): SpecialFieldConfig => {
    const k = i % 4;
    const options = k === 0 ? 8 : k === 1 ? 4 : 0;
    return {
      specialId: SHAPED_FIELD_BASE + i,
      configName: `必填信息${i + 1}：用车说明`,
      showType: k === 0 ? 3 : k === 1 ? 4 : 2,
      showTypeConfigInfo: Array.from({ length: options }, (_, j) => ({ optionId: j + 1, optionContent: `选项${j + 1}` })),
      isShow: true,
      statusFlag: 1,
      isMandatory: true,
      isHaveMustCondition: false,
      businessTypeList: [4, 5],
    };
  });
}

/**
 * A special config at the caps (rules/config/bundle-caps.ts) for special car: 500 fields, 1,000
 * options in 100 checkbox lists of ten (the dearest kind to draw), 400 text fields; all shown and
 * mandatory. The largest booking form a bundle may ask for.
 */
export function generateAtCapsSpecialFields(): SpecialFieldConfig[] {
  const lists = generateShapedSpecialFields({ fields: 100, showType: 5, options: 10 });
  const texts = generateShapedSpecialFields({ fields: 400, showType: 2, options: 0 }).map((f, i) => ({ ...f, specialId: f.specialId + 100, configName: `文本${i + 1}` }));
  return [...lists, ...texts].map((f) => ({ ...f, businessTypeList: [4] }));
}
