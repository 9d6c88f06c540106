/**
 * The bundle linter (D10): the JSON Schema first, then what a schema cannot say, and the caps that
 * keep the booking page fast (`bundle-caps.ts`, issue 21 §6). Errors stop a bundle from being used;
 * warnings do not. Never throws, whatever JSON it is given. Linear in the bundle, over the caps too:
 * every check still runs there (one pass each), and each cap is one issue however far it is passed.
 */
import { CHOICE_SHOW_TYPES, MustConditionType, OWN_CAR, ShowType } from '../model/constants.ts';
import { AUDIT_LIST_CONDITIONS } from '../audit/audit-conditions.ts';
import { auditSectionConfig, auditSectionRoles, type AuditRole } from '../audit/audit-visibility.ts';
import { specialFieldIndex, type AuditConfig, type EnterpriseBundle, type SpecialFieldConfig } from '../model/bundle.ts';
import { pointer, type Issue } from '../model/issue.ts';
import { associationChains } from '../fields/association-chains.ts';
import { parseMustCondition } from '../fields/must-condition.ts';
import { checkCaps } from './bundle-caps.ts';
import { checkBundleSchema } from './validate-input.ts';

export type Severity = 'error' | 'warning';

export interface LintIssue extends Issue {
  severity: Severity;
  messageEn: string;
}

export interface LintResult {
  ok: boolean;
  errors: LintIssue[];
  warnings: LintIssue[];
}

type Report = (severity: Severity, code: string, path: string, message: string, messageEn: string) => void;

/**
 * Lints any JSON value as a bundle.
 *
 * @example lintBundle({ enterpriseId: 1, specialFields: [{ specialId: 1, configName: 'a', showType: 3 }] }).errors[0]
 * // { severity: 'error', code: 'choice-without-options', path: '/specialFields/0/showTypeConfigInfo', ... }
 */
/**
 * How the issues are put: the JSON Schema's as its translations say them (`不允许有额外的属性:
 * extra`) and the rules' own as short texts with ids and codes (`选择类字段「成本编号」（展示类型 3）没有选项`),
 * or all in sentences naming the setting and its place, codes by their names (`lintBundleInWords`,
 * issue 24 §1–§2: `特殊字段「成本编号」是下拉框，但没有选项，请添加选项`). Kept apart so the booking page,
 * which lints the bundle the server already checked, does not load the sentences and the settings'
 * names (issue 9 §2's weight budget).
 */
export type SchemaWords = <T extends Issue>(value: unknown, issues: readonly T[]) => T[];
const asTheSchemaSaysIt: SchemaWords = (_value, issues) => [...issues];

export function lintBundle(value: unknown, schemaWords: SchemaWords = asTheSchemaSaysIt): LintResult {
  const schema = checkBundleSchema(value);
  if (!schema.ok) {
    return {
      ok: false,
      errors: schemaWords(value, schema.issues).map((i) => ({ ...i, severity: 'error', messageEn: i.messageEn ?? i.message })),
      warnings: [],
    };
  }
  const errors: LintIssue[] = [];
  const warnings: LintIssue[] = [];
  const report: Report = (severity, code, path, message, messageEn) =>
    (severity === 'error' ? errors : warnings).push({ severity, code, path, message, messageEn });
  checkCaps(value, schema.value, (code, path, message, messageEn) => report('error', code, path, message, messageEn));
  lintSpecialFields(schema.value, report);
  lintAuditConfigs(schema.value, report);
  return { ok: errors.length === 0, errors: schemaWords(value, errors), warnings: schemaWords(value, warnings) };
}

function lintSpecialFields(bundle: EnterpriseBundle, report: Report): void {
  const fields = bundle.specialFields ?? [];
  const firstIndex = new Map<number, number>();
  fields.forEach((f, i) => {
    const at = (...p: (string | number)[]) => pointer('specialFields', i, ...p);
    const first = firstIndex.get(f.specialId);
    if (first === undefined) firstIndex.set(f.specialId, i);
    else
      report('error', 'duplicate-special-id', at('specialId'),
        `字段编号 ${f.specialId} 重复（与 /specialFields/${first} 相同）`,
        `specialId ${f.specialId} is a duplicate of /specialFields/${first}`);

    const options = f.showTypeConfigInfo ?? [];
    if (CHOICE_SHOW_TYPES.includes(f.showType) && options.length === 0)
      report('error', 'choice-without-options', at('showTypeConfigInfo'),
        `选择类字段「${f.configName}」（展示类型 ${f.showType}）没有选项`,
        `choice field "${f.configName}" (showType ${f.showType}) has no options`);
    const optionIds = new Set<number>();
    options.forEach((o, j) => {
      if (optionIds.has(o.optionId))
        report('warning', 'duplicate-option-id', at('showTypeConfigInfo', j, 'optionId'),
          `选项编号 ${o.optionId} 重复`, `optionId ${o.optionId} is a duplicate`);
      optionIds.add(o.optionId);
    });

    lintMustConditions(f, at, report);
  });

  // Each chain walked once (associationChains), each cycle reported once at its first member;
  // fields that merely hang below a cycle or a missing parent are not reported again (D10).
  const byId = specialFieldIndex(fields);
  const cycleAt = new Map(associationChains(fields).cycles.map((c) => [c[0], c] as const));
  const optionSets = new Map<SpecialFieldConfig, ReadonlySet<number>>();
  const parentOptionsOf = (parent: SpecialFieldConfig) => {
    let options = optionSets.get(parent);
    if (!options) optionSets.set(parent, (options = new Set((parent.showTypeConfigInfo ?? []).map((o) => o.optionId))));
    return options;
  };
  fields.forEach((f, i) => {
    const cycle = firstIndex.get(f.specialId) === i ? cycleAt.get(f.specialId) : undefined;
    if (cycle) lintCycle(cycle, byId, firstIndex, report);
    lintAssociation(f, i, byId, parentOptionsOf, report);
  });
}

function lintMustConditions(f: SpecialFieldConfig, at: (...p: (string | number)[]) => string, report: Report) {
  const conditions = f.mustConditionConfigList ?? [];
  if (f.isHaveMustCondition && conditions.length === 0)
    report('error', 'empty-must-conditions', at('mustConditionConfigList'),
      `「${f.configName}」设置了必填条件，但条件列表为空`,
      `"${f.configName}" has isHaveMustCondition but an empty mustConditionConfigList`);
  conditions.forEach((c, j) => {
    const parsed = parseMustCondition(c);
    if (!parsed)
      report('error', 'unparsable-condition', at('mustConditionConfigList', j, 'conditionValue'),
        `必填条件值「${c.conditionValue}」无法解析（类型 ${c.conditionType} 需要${c.conditionType === MustConditionType.OWN_CAR_DURATION_HOURS ? '小时数' : '逗号分隔的行程类型'}）`,
        `condition value "${c.conditionValue}" does not parse (type ${c.conditionType} needs ${c.conditionType === MustConditionType.OWN_CAR_DURATION_HOURS ? 'a number of hours' : 'comma-separated trip types'})`);
    else if (parsed.kind === 'durationHours' && !(f.businessTypeList ?? []).includes(OWN_CAR))
      report('warning', 'duration-condition-never-holds', at('mustConditionConfigList', j),
        `时长条件只对自有车生效，而「${f.configName}」不适用于自有车，此条件永不成立`,
        `a duration condition holds for own-car bookings only, and "${f.configName}" does not apply to own car`);
  });
  if (!f.isHaveMustCondition && (f.skipMustConditionConfigList ?? []).length > 0)
    report('warning', 'skip-list-without-conditions', at('skipMustConditionConfigList'),
      `跳过名单只作用于有必填条件的字段，「${f.configName}」没有条件，名单无效`,
      `the skip list applies only to fields with conditions; "${f.configName}" has none`);
}

/** How many ids of a cycle its message names before it says how many there are in all. */
const CYCLE_IDS_SHOWN = 10;

/**
 * A cycle, reported once (D10), at the member that comes first in the bundle: its ids in
 * parent order back to the first, at most CYCLE_IDS_SHOWN of them, so that a cycle of 3,000
 * fields costs one line and not 3,000 lines of 3,000 ids (issue 7, point 8).
 */
function lintCycle(cycle: readonly number[], byId: ReadonlyMap<number, SpecialFieldConfig>, firstIndex: ReadonlyMap<number, number>, report: Report) {
  const first = cycle[0];
  if (first === undefined) return;
  const name = byId.get(first)?.configName ?? '';
  const shown = cycle.slice(0, CYCLE_IDS_SHOWN);
  const zh = cycle.length > CYCLE_IDS_SHOWN ? `${shown.join(' → ')} → … 共 ${cycle.length} 个` : [...cycle, first].join(' → ');
  const en = cycle.length > CYCLE_IDS_SHOWN ? `${shown.join(' -> ')} -> … ${cycle.length} in all` : [...cycle, first].join(' -> ');
  report('error', 'association-cycle', pointer('specialFields', firstIndex.get(first) ?? 0, 'parentSpecialId'),
    `关联字段「${name}」的父字段链形成循环（${zh}）`,
    `the parent chain of "${name}" forms a cycle (${en})`);
}

function lintAssociation(
  f: SpecialFieldConfig,
  i: number,
  byId: ReadonlyMap<number, SpecialFieldConfig>,
  parentOptionsOf: (parent: SpecialFieldConfig) => ReadonlySet<number>,
  report: Report,
) {
  if (!f.isAssociation) return;
  const at = (...p: (string | number)[]) => pointer('specialFields', i, ...p);
  const parentId = f.parentSpecialId;
  const parent = parentId === null || parentId === undefined ? undefined : byId.get(parentId);
  if (!parent) {
    report('error', 'missing-parent', at('parentSpecialId'),
      `关联字段「${f.configName}」的父字段 ${parentId ?? '（未填）'} 不存在`,
      `associated field "${f.configName}" has parent ${parentId ?? '(none)'}, which does not exist`);
    return;
  }
  if (!CHOICE_SHOW_TYPES.includes(parent.showType))
    report('warning', 'parent-not-choice', at('parentSpecialId'),
      `父字段 ${parent.specialId} 不是选择类字段，「${f.configName}」永远不会显示`,
      `parent ${parent.specialId} is not a choice field, so "${f.configName}" never shows`);
  const parentOptions = parentOptionsOf(parent);
  (f.associationParentInfo ?? []).forEach((info, j) => {
    if (!parentOptions.has(info.optionId))
      report('error', 'unknown-parent-option', at('associationParentInfo', j, 'optionId'),
        `父字段 ${parent.specialId} 没有选项 ${info.optionId}`,
        `parent ${parent.specialId} has no option ${info.optionId}`);
  });
  if ((f.associationParentInfo ?? []).every((info) => info.whetherHide))
    report('warning', 'association-never-shows', at('associationParentInfo'),
      `「${f.configName}」没有任何父选项会显示它`,
      `no option of parent ${parent.specialId} shows "${f.configName}"`);
  if (f.showType === ShowType.HIDDEN.value)
    report('warning', 'hidden-field-association', at('isAssociation'),
      `隐藏字段「${f.configName}」从不显示，关联设置无效`,
      `hidden field "${f.configName}" is never displayed; its association has no effect`);
}

function lintAuditConfigs(bundle: EnterpriseBundle, report: Report): void {
  const seen = new Map<number, number>();
  (bundle.auditConfigs ?? []).forEach((config, i) => {
    const first = seen.get(config.businessType);
    if (first !== undefined)
      report('error', 'duplicate-audit-config', pointer('auditConfigs', i, 'businessType'),
        `业务类型 ${config.businessType} 的审批配置重复（与 /auditConfigs/${first} 相同）`,
        `business type ${config.businessType} has a second audit config (first at /auditConfigs/${first})`);
    else seen.set(config.businessType, i);
    if (config.isNeedAudit && config.auditType === undefined)
      report('error', 'missing-audit-type', pointer('auditConfigs', i),
        '需要审批但未设置审批类型 auditType', 'isNeedAudit is true but auditType is missing');
    for (const role of auditSectionRoles(config)) lintAuditSection(config, i, role, report);
  });
}

const DTO_KEY: Record<AuditRole, string> = {
  userInput: 'userInputDto',
  costCenter: 'costCenterDto',
  ownCostCenter: 'ownCostCenterDto',
  exco: 'excoAuditDto',
};

function lintAuditSection(config: AuditConfig, i: number, role: AuditRole, report: Report): void {
  const section = auditSectionConfig(config, role);
  const base = pointer('auditConfigs', i, DTO_KEY[role]);
  if (!section) {
    if (config.isNeedAudit)
      report('warning', 'missing-audit-section', base,
        `审批类型 ${config.auditType} 需要 ${DTO_KEY[role]}，但配置中没有，该审批栏不会显示`,
        `auditType ${config.auditType} uses ${DTO_KEY[role]}, which is missing, so the section never shows`);
    return;
  }
  if (!section.hasAuditCondition) return;
  const condition = section.auditConditionConfigDto;
  const bits = condition?.conditionBits ?? 0;
  for (const { bit, list, words, wordsZh } of AUDIT_LIST_CONDITIONS) {
    if ((bits & bit) !== 0 && (condition?.[list] ?? []).length === 0)
      report('warning', 'audit-condition-never-passes', pointer('auditConfigs', i, DTO_KEY[role], 'auditConditionConfigDto', list),
        `条件位 ${bit}（${wordsZh}）已开启但列表为空，此审批栏永远不会显示`,
        `condition bit ${bit} (${words}) is on with an empty list, so the section never shows`);
  }
  if (bits === 0)
    report('warning', 'audit-condition-no-bits', pointer('auditConfigs', i, DTO_KEY[role], 'auditConditionConfigDto'),
      '设置了审批条件，但未开启任何条件位（conditionBits 为 0），条件总是通过',
      'hasAuditCondition is true but no condition bit is on (conditionBits 0), so it always passes');
}
