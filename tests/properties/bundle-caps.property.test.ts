/**
 * The bundle caps (issue 21 §6, rules/config/bundle-caps.ts) as laws: a bundle within every cap,
 * up to each cap itself, lints without a cap error; the same bundle pushed over one cap gets that
 * cap's error and no other cap's.
 *
 * Bundles are built from a shape: each cap has its own knob, so one knob can pass its cap while the
 * others stay within theirs. Special-car fields and own-car fields carry the per-type counts, the
 * special-car fields the per-type options; a chain of probe fields that apply to no business type
 * carries the depth and the per-field lists; one audit config the condition list; the enterprise's
 * name the bytes. The other parts (trip types, audit configs, configs) come from `bundleArb`.
 */
import { fc, test } from '@fast-check/vitest';
import { expect } from 'vitest';
import {
  bundleBytes,
  CapCode,
  MAX_ASSOCIATION_DEPTH,
  MAX_AUDIT_CONDITION_VALUES,
  MAX_BUNDLE_BYTES,
  MAX_FIELDS_PER_BUSINESS_TYPE,
  MAX_MUST_CONDITIONS_PER_FIELD,
  MAX_OPTIONS_PER_BUSINESS_TYPE,
  MAX_OPTIONS_PER_FIELD,
  MAX_PARENT_OPTIONS_PER_FIELD,
  MAX_SKIP_NAMES_PER_FIELD,
  MAX_SPECIAL_FIELDS,
} from '../../rules/config/bundle-caps.ts';
import { lintBundle } from '../../rules/config/lint-bundle.ts';
import type { EnterpriseBundle, SpecialFieldConfig } from '../../rules/model/bundle.ts';
import { bundleArb } from '../arbitraries/bundle.ts';

interface Shape {
  /** Fields of special car only, of own car only, of neither (besides the probe chain). */
  special: number;
  own: number;
  neither: number;
  /** Options over the special-car fields, in lists of at most MAX_OPTIONS_PER_FIELD. */
  specialOptions: number;
  /** The probe chain: its depth, and the first probe's lists. */
  depth: number;
  options: number;
  parentOptions: number;
  mustConditions: number;
  skipNames: number;
  /** The length of one audit condition list. */
  auditValues: number;
  /** How much of the room left under the byte cap the enterprise's name fills (0..1), or over it. */
  fill: number;
  overBytes: number;
}

const PROBE_BASE = 100_000;
const NEITHER_BASE = 50_000;

const field = (specialId: number, businessTypeList: number[], extra: Partial<SpecialFieldConfig> = {}): SpecialFieldConfig => ({
  specialId,
  configName: `字段${specialId}`,
  showType: 2,
  isShow: true,
  statusFlag: 1,
  isMandatory: true,
  businessTypeList,
  ...extra,
});

const optionList = (n: number) => Array.from({ length: n }, (_, i) => ({ optionId: i + 1, optionContent: `选项${i + 1}` }));

function build(shape: Shape, rest: EnterpriseBundle): EnterpriseBundle {
  const special = Array.from({ length: shape.special }, (_, i) => {
    const options = Math.max(0, Math.min(MAX_OPTIONS_PER_FIELD, shape.specialOptions - i * MAX_OPTIONS_PER_FIELD));
    return field(i + 1, [4], options > 0 ? { showType: 3, showTypeConfigInfo: optionList(options) } : {});
  });
  const own = Array.from({ length: shape.own }, (_, i) => field(shape.special + i + 1, [5]));
  const neither = Array.from({ length: shape.neither }, (_, i) => field(NEITHER_BASE + i, []));
  const probes = Array.from({ length: shape.depth }, (_, k) =>
    field(PROBE_BASE + k, [], {
      showType: 3,
      showTypeConfigInfo: optionList(k === 0 ? shape.options : 1),
      ...(k === 0
        ? {
            isHaveMustCondition: shape.mustConditions > 0,
            mustConditionConfigList: Array.from({ length: shape.mustConditions }, () => ({ conditionType: 2 as const, conditionValue: '1,3' })),
            skipMustConditionConfigList: Array.from({ length: shape.skipNames }, (_, j) => ({ passengerName: `乘车人${j}` })),
            associationParentInfo: Array.from({ length: shape.parentOptions }, (_, j) => ({ optionId: j + 1, whetherHide: false })),
          }
        : { isAssociation: true, parentSpecialId: PROBE_BASE + k - 1, associationParentInfo: [{ optionId: 1, whetherHide: false }] }),
    }),
  );
  const section = { isShow: true, hasAuditCondition: true, auditConditionConfigDto: { conditionBits: 1, tripTypes: Array.from({ length: shape.auditValues }, (_, i) => (i % 10) + 1) } };
  const bundle: EnterpriseBundle = {
    ...rest,
    enterpriseName: '',
    auditConfigs: [{ businessType: 4, isNeedAudit: true, auditType: 1, userInputDto: section }],
    specialFields: [...special, ...own, ...neither, ...probes],
  };
  const room = MAX_BUNDLE_BYTES - bundleBytes(bundle);
  const name = shape.overBytes > 0 ? room + shape.overBytes : Math.floor(room * shape.fill);
  return { ...bundle, enterpriseName: 'x'.repeat(Math.max(0, name)) };
}

/** A shape within every cap; each count ranges up to its cap. */
const withinArb: fc.Arbitrary<Shape> = fc
  .record({
    special: fc.integer({ min: 0, max: MAX_FIELDS_PER_BUSINESS_TYPE }),
    own: fc.integer({ min: 0, max: MAX_FIELDS_PER_BUSINESS_TYPE }),
    neither: fc.integer({ min: 0, max: MAX_SPECIAL_FIELDS }),
    specialOptions: fc.integer({ min: 0, max: MAX_OPTIONS_PER_BUSINESS_TYPE }),
    depth: fc.integer({ min: 1, max: MAX_ASSOCIATION_DEPTH }),
    options: fc.integer({ min: 1, max: MAX_OPTIONS_PER_FIELD }),
    parentOptions: fc.integer({ min: 0, max: MAX_PARENT_OPTIONS_PER_FIELD }),
    mustConditions: fc.integer({ min: 0, max: MAX_MUST_CONDITIONS_PER_FIELD }),
    skipNames: fc.integer({ min: 0, max: MAX_SKIP_NAMES_PER_FIELD }),
    auditValues: fc.integer({ min: 0, max: MAX_AUDIT_CONDITION_VALUES }),
    fill: fc.double({ min: 0, max: 1, noNaN: true }),
  })
  .map((s): Shape => {
    // Within the total: the probes first, then the special-car and own-car fields, then the rest.
    const own = Math.min(s.own, MAX_SPECIAL_FIELDS - s.depth - s.special);
    const neither = Math.min(s.neither, MAX_SPECIAL_FIELDS - s.depth - s.special - own);
    // The options need fields to sit on.
    const specialOptions = Math.min(s.specialOptions, s.special * MAX_OPTIONS_PER_FIELD);
    return { ...s, own, neither, specialOptions, overBytes: 0 };
  });

/** How one shape is pushed over one cap (by 1 to 40), the others left within theirs. */
const PUSHES: Record<CapCode, (s: Shape, by: number) => Shape> = {
  [CapCode.BUNDLE_TOO_LARGE]: (s, by) => ({ ...s, overBytes: by }),
  [CapCode.SPECIAL_FIELDS]: (s, by) => ({ ...s, neither: MAX_SPECIAL_FIELDS - s.depth - s.special - s.own + by }),
  [CapCode.FIELDS_PER_BUSINESS_TYPE]: (s, by) => {
    const special = MAX_FIELDS_PER_BUSINESS_TYPE + by;
    const own = Math.min(s.own, MAX_SPECIAL_FIELDS - s.depth - special);
    return { ...s, special, own, neither: Math.min(s.neither, MAX_SPECIAL_FIELDS - s.depth - special - own) };
  },
  [CapCode.OPTIONS_PER_FIELD]: (s, by) => ({ ...s, options: MAX_OPTIONS_PER_FIELD + by }),
  [CapCode.OPTIONS_PER_BUSINESS_TYPE]: (s, by) => {
    const specialOptions = MAX_OPTIONS_PER_BUSINESS_TYPE + by;
    const special = Math.max(s.special, Math.ceil(specialOptions / MAX_OPTIONS_PER_FIELD));
    const own = Math.min(s.own, MAX_SPECIAL_FIELDS - s.depth - special);
    return { ...s, special, own, neither: Math.min(s.neither, MAX_SPECIAL_FIELDS - s.depth - special - own), specialOptions };
  },
  [CapCode.PARENT_OPTIONS_PER_FIELD]: (s, by) => ({ ...s, parentOptions: MAX_PARENT_OPTIONS_PER_FIELD + by }),
  [CapCode.ASSOCIATION_DEPTH]: (s, by) => {
    const depth = MAX_ASSOCIATION_DEPTH + by;
    const neither = Math.min(s.neither, MAX_SPECIAL_FIELDS - depth - s.special - s.own);
    const own = Math.min(s.own, MAX_SPECIAL_FIELDS - depth - s.special);
    return { ...s, depth, own, neither: Math.max(0, Math.min(neither, MAX_SPECIAL_FIELDS - depth - s.special - own)) };
  },
  [CapCode.MUST_CONDITIONS_PER_FIELD]: (s, by) => ({ ...s, mustConditions: MAX_MUST_CONDITIONS_PER_FIELD + by }),
  [CapCode.SKIP_NAMES_PER_FIELD]: (s, by) => ({ ...s, skipNames: MAX_SKIP_NAMES_PER_FIELD + by }),
  [CapCode.AUDIT_CONDITION_VALUES]: (s, by) => ({ ...s, auditValues: MAX_AUDIT_CONDITION_VALUES + by }),
};

const capCodes = (bundle: EnterpriseBundle) => lintBundle(bundle).errors.filter((e) => e.code.startsWith('cap.')).map((e) => e.code);

/** Fewer runs than the default: a bundle up to the caps is a thousand fields, each lint a few milliseconds. */
const RUNS = { numRuns: 40 };

test.prop([withinArb, bundleArb], RUNS)('a bundle within every cap, up to each cap, lints without a cap error', (shape, rest) => {
  expect(capCodes(build(shape, rest))).toEqual([]);
});

test.prop([withinArb, bundleArb, fc.constantFrom(...Object.values(CapCode)), fc.integer({ min: 1, max: 40 })], RUNS)(
  'the same bundle over one cap gets exactly that cap’s error',
  (shape, rest, code, by) => {
    expect(capCodes(build(PUSHES[code](shape, by), rest))).toEqual([code]);
  },
);
