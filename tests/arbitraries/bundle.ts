/**
 * Arbitraries of the rules' inputs: schema-valid bundles (D1) and scenarios (D2), and their parts.
 * The single place property tests take bundles and scenarios from.
 */
import fc from 'fast-check';
import type {
  AuditConditionConfig,
  AuditConfig,
  AuditSectionConfig,
  EnterpriseBundle,
  MustCondition,
  SpecialFieldConfig,
} from '../../rules/model/bundle.ts';
import type { Scenario, ScenarioAddress } from '../../rules/model/scenario.ts';

export const businessTypeArb = fc.constantFrom<4 | 5>(4, 5);
export const tripTypeArb = fc.integer({ min: 1, max: 10 });
export const paymentTypeArb: fc.Arbitrary<number> = fc.constantFrom(2, 4, 20, 23, 24);
export const smallIntArb = fc.integer({ min: 0, max: 6 });
/** A condition list: sometimes empty, sometimes holding -1. */
export const conditionListArb = fc.array(fc.integer({ min: -1, max: 10 }), { maxLength: 4 });
export const passengerNameArb = fc.constantFrom('张三', '李四', ' 王五 ', 'Alice', '赵六');
export const bookerIdArb = fc.constantFrom('u-1001', 'u-1002', 'u-1003');

export const auditConditionArb: fc.Arbitrary<AuditConditionConfig> = fc.record(
  {
    conditionBits: fc.integer({ min: 0, max: 63 }),
    tripTypes: conditionListArb,
    orderTypes: conditionListArb,
    paymentTypes: conditionListArb,
    userLevels: conditionListArb,
    carTypeLevels: conditionListArb,
  },
  { requiredKeys: ['conditionBits'] },
);

export const auditSectionArb: fc.Arbitrary<AuditSectionConfig> = fc.record(
  {
    isShow: fc.boolean(),
    isRequired: fc.boolean(),
    isCanEdit: fc.boolean(),
    displayType: smallIntArb,
    defaultValue: fc.constantFrom<1 | 2 | 3>(1, 2, 3),
    defaultInputText: fc.string({ maxLength: 8 }),
    validateType: fc.constantFrom<0 | 1 | 2 | 3>(0, 1, 2, 3),
    hasAuditCondition: fc.boolean(),
    auditConditionConfigDto: auditConditionArb,
  },
  { requiredKeys: [] },
);

export const auditConfigArb = (businessType: 4 | 5): fc.Arbitrary<AuditConfig> =>
  fc.record(
    {
      businessType: fc.constant(businessType),
      isNeedAudit: fc.boolean(),
      auditType: fc.constantFrom<1 | 2 | 3>(1, 2, 3),
      userInputDto: auditSectionArb,
      costCenterDto: auditSectionArb,
      ownCostCenterDto: auditSectionArb,
      excoAuditDto: auditSectionArb,
      isNeedExco: fc.boolean(),
      excoOrder: fc.constantFrom<1 | 2>(1, 2),
      hasComment: fc.boolean(),
      commentName: fc.constant('审批备注'),
      commentContent: fc.constant('请填写审批说明'),
    },
    { requiredKeys: ['businessType'] },
  );

export const mustConditionArb: fc.Arbitrary<MustCondition> = fc.oneof(
  fc.record({ conditionType: fc.constant<1>(1), conditionValue: fc.integer({ min: 0, max: 24 }).map(String) }),
  fc.record({
    conditionType: fc.constant<2>(2),
    conditionValue: fc.array(tripTypeArb, { minLength: 1, maxLength: 4 }).map((l) => l.join(',')),
  }),
  // Values that do not parse: the rules must not trip over them.
  fc.record({ conditionType: fc.constantFrom<1 | 2>(1, 2), conditionValue: fc.string({ maxLength: 5 }) }),
);

/** A special field with ids drawn from a small pool, so parents, chains and cycles occur. */
export const specialFieldArb = (idPool: number): fc.Arbitrary<SpecialFieldConfig> =>
  fc.record(
    {
      specialId: fc.integer({ min: 1, max: idPool }),
      configName: fc.constantFrom('项目编号', '出差事由', '成本中心代码', '客户名称', '附件', '用车说明'),
      showType: fc.integer({ min: 1, max: 8 }),
      showTypeConfigInfo: fc.array(
        fc.record({ optionId: fc.integer({ min: 1, max: 5 }), optionContent: fc.constantFrom('是', '否', '其他') }),
        { maxLength: 4 },
      ),
      isShow: fc.boolean(),
      statusFlag: fc.constantFrom(0, 1, 1, 1),
      bindType: smallIntArb,
      isMandatory: fc.boolean(),
      isHaveMustCondition: fc.boolean(),
      mustConditionConfigList: fc.array(mustConditionArb, { maxLength: 3 }),
      skipMustConditionConfigList: fc.array(fc.record({ passengerName: passengerNameArb }), { maxLength: 2 }),
      isAssociation: fc.boolean(),
      parentSpecialId: fc.option(fc.integer({ min: 1, max: idPool }), { nil: null }),
      associationParentInfo: fc.array(
        fc.record({ optionId: fc.integer({ min: 1, max: 5 }), whetherHide: fc.boolean() }),
        { maxLength: 4 },
      ),
      businessTypeList: fc.subarray([4, 5]),
      defaultValue: fc.option(fc.oneof(fc.string({ maxLength: 4 }), fc.integer({ min: 1, max: 5 })), { nil: null }),
    },
    { requiredKeys: ['specialId', 'configName', 'showType'] },
  );

export const bundleArb: fc.Arbitrary<EnterpriseBundle> = fc.record(
  {
    enterpriseId: fc.integer({ min: 1, max: 100_000 }),
    enterpriseName: fc.constant('示例科技有限公司'),
    baseConfig: fc.record({ isNeedSmsNotify: fc.boolean(), isEnglishCustomer: fc.boolean() }),
    configs: fc.array(fc.record({ configId: fc.constantFrom(135, 136), configValue: fc.constantFrom('0', '1', ' 1 ') }), {
      maxLength: 2,
    }),
    tripTypeConfigs: fc.tuple(
      fc.record({
        businessType: fc.constant<4>(4),
        enterpriseServiceTripTypeList: fc.array(tripTypeArb, { maxLength: 6 }),
        defaultTripTypeConfigValue: tripTypeArb,
      }),
      fc.record({
        businessType: fc.constant<5>(5),
        enterpriseServiceTripTypeList: fc.array(fc.integer({ min: 1, max: 4 }), { maxLength: 4 }),
        defaultTripTypeConfigValue: fc.integer({ min: 1, max: 4 }),
      }),
    ).map((t) => [...t]),
    auditConfigs: fc.tuple(fc.option(auditConfigArb(4), { nil: undefined }), fc.option(auditConfigArb(5), { nil: undefined }))
      .map((t) => t.filter((c): c is AuditConfig => c !== undefined)),
    specialFields: fc.array(specialFieldArb(12), { maxLength: 12 }),
    noNeedToAudit: fc.array(
      fc.record({
        businessType: businessTypeArb,
        auditType: fc.constantFrom<1 | 2 | 3>(1, 2, 3),
        bookerIds: fc.subarray(['u-1001', 'u-1002', 'u-1003']),
      }),
      { maxLength: 3 },
    ),
    specialRequirements: fc.constant([
      { id: 50, name: '小件行李' },
      { id: 51, name: '中件行李' },
      { id: 52, name: '大件行李' },
    ]),
  },
  { requiredKeys: ['enterpriseId'] },
);

const timeArb = fc
  .date({ min: new Date('2026-01-01T00:00:00Z'), max: new Date('2027-12-31T00:00:00Z'), noInvalidDate: true })
  .map((d) => d.toISOString().slice(0, 16).replace('T', ' '));

/** A time of the right shape that does not exist (the schema checks only the shape, D7). */
export const impossibleTimeArb = fc.constantFrom('2026-02-30 10:00', '2026-11-22 24:00', '2026-13-01 09:00', '2026-04-31 08:60');

export const addressArb: fc.Arbitrary<ScenarioAddress> = fc.record(
  {
    addressType: fc.integer({ min: 1, max: 6 }),
    city: fc.constantFrom('上海', '北京', '', '广州'),
    address: fc.constantFrom('上海浦东国际机场', '虹桥火车站', '世纪大道100号', ''),
  },
  { requiredKeys: [] },
);

/** A value for a special field: text, number, option ids, or nothing. */
export const specialValueArb = fc.oneof(
  fc.string({ maxLength: 4 }),
  fc.integer({ min: 0, max: 6 }),
  fc.array(fc.integer({ min: 1, max: 5 }), { maxLength: 3 }),
  fc.constant(null),
);

export const scenarioArb: fc.Arbitrary<Scenario> = fc.record(
  {
    businessType: businessTypeArb,
    tripType: tripTypeArb,
    orderType: fc.integer({ min: 1, max: 3 }),
    paymentType: paymentTypeArb,
    offeredPaymentTypes: fc.array(paymentTypeArb, { maxLength: 5 }),
    userLevel: smallIntArb,
    bookerId: bookerIdArb,
    passengerName: passengerNameArb,
    carTypeLevel: fc.integer({ min: 1, max: 5 }),
    offeredCarTypeLevels: fc.array(fc.integer({ min: 1, max: 5 }), { maxLength: 5 }),
    fromTime: timeArb,
    toTime: timeArb,
    pickUp: addressArb,
    dropOff: addressArb,
    stops: fc.array(addressArb, { maxLength: 2 }),
    picturePriceUrl: fc.option(fc.constantFrom('https://img.example/price.png', '', ' '), { nil: null }),
    permissions: fc.subarray(['ownCar.holiday', 'order.audit']),
    values: fc.dictionary(fc.integer({ min: 1, max: 12 }).map(String), specialValueArb, { maxKeys: 12 }),
    orderPrice: fc.double({ min: -100, max: 100_000, noNaN: true, noDefaultInfinity: true }),
    userBalance: fc.double({ min: -100, max: 100_000, noNaN: true, noDefaultInfinity: true }),
  },
  { requiredKeys: [] },
);

/** Mostly nothing (the scenario keeps its real time), now and then a time that does not exist. */
const sometimesImpossibleTimeArb = () =>
  fc.oneof({ arbitrary: fc.constant(undefined), weight: 5 }, { arbitrary: impossibleTimeArb, weight: 1 });

/** A scenario whose own-car times may also be times that do not exist, so the time checks are reached too. */
export const scenarioWithAnyTimesArb: fc.Arbitrary<Scenario> = fc
  .tuple(scenarioArb, sometimesImpossibleTimeArb(), sometimesImpossibleTimeArb())
  .map(([scenario, from, to]) => ({
    ...scenario,
    ...(from === undefined ? {} : { fromTime: from }),
    ...(to === undefined ? {} : { toTime: to }),
  }));

/** What a broken bundle puts where a value was: wrong types, out-of-range numbers, empty and odd strings, nothing. */
const wrongValueArb: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom('', 'x', '1001', -1, 0, 9, 1.5, 64, null, true, [], {}, ['a'], [1.5], { a: 1 }, '😀', '\ud83d'),
  fc.jsonValue({ maxDepth: 2 }),
);

/** One change to a bundle at the `at`-th place of its walk (taken modulo the number of places). */
export type BundleBreak =
  | { at: number; op: 'replace'; value: unknown }
  | { at: number; op: 'delete' }
  | { at: number; op: 'add'; key: string; value: unknown };

const bundleBreakArb: fc.Arbitrary<BundleBreak> = fc.oneof(
  fc.record({ at: fc.nat(), op: fc.constant('replace' as const), value: wrongValueArb }),
  fc.record({ at: fc.nat(), op: fc.constant('delete' as const) }),
  fc.record({ at: fc.nat(), op: fc.constant('add' as const), key: fc.constantFrom('extra', 'a/b', 'x~y', 'specialId', '中文'), value: wrongValueArb }),
);

/** Every object and array of `value` with the key or index of each of its members. */
function places(value: unknown): [container: Record<string, unknown> | unknown[], key: string | number][] {
  const found: [Record<string, unknown> | unknown[], string | number][] = [];
  const walk = (node: unknown) => {
    if (node === null || typeof node !== 'object') return;
    const members: [string | number, unknown][] = Array.isArray(node) ? node.map((item, i) => [i, item]) : Object.entries(node);
    for (const [key, item] of members) {
      found.push([node as Record<string, unknown> | unknown[], key]);
      walk(item);
    }
  };
  walk(value);
  return found;
}

/** `bundle` (copied) with `breaks` applied in turn: a value replaced, a member deleted, an unknown member added. */
export function breakBundle(bundle: unknown, breaks: readonly BundleBreak[]): unknown {
  const root = { bundle: structuredClone(bundle) as unknown };
  for (const change of breaks) {
    const all = places(root);
    // The bundle itself was deleted: nothing is left to break.
    if (all.length === 0) break;
    const [container, key] = all[change.at % all.length]!;
    if (change.op === 'replace') (container as Record<string | number, unknown>)[key] = structuredClone(change.value);
    else if (change.op === 'delete') {
      if (Array.isArray(container)) container.splice(key as number, 1);
      else delete container[key as string];
    } else {
      const target = (container as Record<string | number, unknown>)[key];
      if (target !== null && typeof target === 'object' && !Array.isArray(target)) (target as Record<string, unknown>)[change.key] = structuredClone(change.value);
      else (container as Record<string | number, unknown>)[key] = { [change.key]: structuredClone(change.value) };
    }
  }
  return root.bundle;
}

/** Bundles with one to four things wrong (some breaks leave a bundle valid: a deleted optional list). */
export const brokenBundleArb: fc.Arbitrary<unknown> = fc
  .tuple(bundleArb, fc.array(bundleBreakArb, { minLength: 1, maxLength: 4 }))
  .map(([bundle, breaks]) => breakBundle(bundle, breaks));
