/**
 * Why the rules decided what they decided (D11 `because`), as values: a reason is a code with
 * parameters, never prose, so the impact diff and scripts compare reasons, and each reader
 * renders them in its language: Chinese for the admin preview, English for `booking-rules
 * evaluate --lang en`. One table holds every code's Chinese and English template; parameters
 * that are business codes (trip type, payment type, show type, business type) are shown with
 * their Chinese labels of constants.ts. docs/rules.md "Errors and reasons".
 */
import { AUDIT_FACT_WORDS, PAYMENT_REASON_TEMPLATES, reason, renderWith, type Lang, type Reason, type ReasonParam, type ReasonParams } from './reason-format.ts';

export { AUDIT_FACT_WORDS, reason };
export type { Lang, Reason, ReasonParam, ReasonParams };

/**
 * Every reason code with its Chinese and English template. `{name}` is replaced by the parameter
 * `name`; a business-code parameter is shown by its label in Chinese and by its number in English.
 */
export const REASON_TEMPLATES = {
  // Special config fields: visibility (spec §4, D4).
  'field.applies': { zh: '显示：适用于本次预订', en: 'shown: applies to this booking' },
  'field.notForBusinessType': { zh: '隐藏：该字段未配置用于{businessType}', en: 'hidden: not configured for business type {businessType}' },
  'field.switchedOff': { zh: '隐藏：该字段设置为不显示', en: 'hidden: switched off (isShow false)' },
  'field.disabled': { zh: '隐藏：该字段已停用', en: 'hidden: disabled (statusFlag {statusFlag})' },
  'field.statusMissing': { zh: '隐藏：该字段未设置启用状态', en: 'hidden: disabled (statusFlag missing)' },
  'field.hiddenType': {
    zh: '隐藏：「隐藏」类型的字段从不显示（其默认值仍会提交）',
    en: 'hidden: show type 7 is never displayed (its default is still submitted)',
  },
  'field.noParent': { zh: '隐藏：关联字段没有设置父字段', en: 'hidden: parent (none) does not exist' },
  'field.parentMissing': { zh: '隐藏：关联的父字段已不存在', en: 'hidden: parent {parentId} does not exist' },
  'field.parentCycle': { zh: '隐藏：父字段「{parentName}」处于循环关联中', en: 'hidden: parent {parentId} is part of a cycle' },
  'field.parentHidden': { zh: '隐藏：父字段「{parentName}」未显示', en: 'hidden: parent {parentId} is hidden' },
  'field.parentNotChoice': {
    zh: '隐藏：父字段「{parentName}」不是选择类字段，此字段永远不会显示',
    en: 'hidden: parent {parentId} is not a choice field, so it never shows',
  },
  'field.parentNotChosen': { zh: '隐藏：父字段「{parentName}」尚未选择', en: 'hidden: nothing chosen in parent {parentId} yet' },
  'field.parentChoiceShows': { zh: '显示：父字段「{parentName}」的所选项显示此字段', en: 'shown: the option chosen in parent {parentId} shows it' },
  'field.parentChoiceHides': { zh: '隐藏：父字段「{parentName}」的所选项隐藏此字段', en: 'hidden: the option chosen in parent {parentId} hides it' },
  'field.hidden': { zh: '隐藏', en: 'hidden' },

  // Special config fields: required status (spec §5, D4).
  'required.neverForShowType': { zh: '选填：「{showType}」类型的字段从不必填', en: 'optional: show type {showType} is never required' },
  'required.notMandatory': { zh: '选填：该字段不是必填项', en: 'optional: not mandatory' },
  'required.always': { zh: '必填：必填且没有附加条件', en: 'mandatory: no conditions' },
  'required.noConditionsListed': { zh: '选填：设置了必填条件，但条件列表为空', en: 'optional: no conditions listed' },
  'required.waived': { zh: '免填：乘车人「{passenger}」在跳过名单中', en: 'waived: passenger {passenger} is in the skip list' },

  // Must conditions (spec §5, D4): each reason says whether the condition makes the field required.
  'mustCondition.tripTypeIn': {
    zh: '必填：行程类型「{tripType}」在条件列表（{tripTypes}）中',
    en: 'mandatory: trip type {tripType} is in {tripTypes}',
  },
  'mustCondition.tripTypeNotIn': {
    zh: '选填：行程类型「{tripType}」不在条件列表（{tripTypes}）中',
    en: 'optional: trip type {tripType} is not in {tripTypes}',
  },
  'mustCondition.noTripType': {
    zh: '选填：尚未选择行程类型（条件列表为 {tripTypes}）',
    en: 'optional: no trip type chosen (needs one of {tripTypes})',
  },
  'mustCondition.durationOwnCarOnly': {
    zh: '选填：用车时长条件（{hours} 小时）只对自有车生效',
    en: 'optional: duration of {hours} h applies to own-car bookings only',
  },
  'mustCondition.noDuration': {
    zh: '选填：尚未填写用车起止时间（条件为至少 {hours} 小时）',
    en: 'optional: no booking duration yet (needs {hours} h or more)',
  },
  'mustCondition.durationAtLeast': {
    zh: '必填：用车时长 {duration} 小时，不少于 {hours} 小时',
    en: 'mandatory: duration {duration} h is at least {hours} h',
  },
  'mustCondition.durationUnder': {
    zh: '选填：用车时长 {duration} 小时，不足 {hours} 小时',
    en: 'optional: duration {duration} h is under {hours} h',
  },
  'mustCondition.unparsable': {
    zh: '选填：必填条件值「{value}」无法解析',
    en: 'optional: condition value "{value}" does not parse',
  },

  // Audit conditions (spec §5, D3).
  'audit.noConditions': { zh: '没有审批条件', en: 'no audit conditions' },
  'audit.noConditionBits': { zh: '审批条件一项也没有勾选', en: 'condition bits 0: no checks switched on' },
  'audit.anyValue': { zh: '{condition}：设置为任意，均通过', en: '{condition} passes: the list holds -1 (any)' },
  'audit.valueMissing': { zh: '尚未选择{condition}，该条件不通过', en: '{condition} not chosen, so its check fails' },
  'audit.valueIn': { zh: '{condition}「{value}」在列表（{list}）中', en: '{condition} {value} is in {list}' },
  'audit.valueNotIn': { zh: '{condition}「{value}」不在列表（{list}）中', en: '{condition} {value} is not in {list}' },
  'audit.noBooker': { zh: '尚未选择预订人，免审批名单检查不通过', en: 'no booker chosen, so the no-audit list check fails' },
  'audit.bookerExempt': { zh: '预订人在免审批名单中', en: 'the booker is in the no-audit list' },
  'audit.bookerNotExempt': { zh: '预订人不在免审批名单中', en: 'the booker is not in the no-audit list' },

  // Audit sections (spec §3, D3).
  'audit.notNeeded': { zh: '隐藏：该业务类型设置为无需审批', en: 'the business type needs no audit (isNeedAudit false)' },
  'audit.sectionMissing': { zh: '隐藏：审批配置中没有这一审批栏', en: 'the audit config has no {section}' },
  'audit.sectionOff': { zh: '隐藏：该审批栏设置为不显示', en: 'the section is switched off (isShow false)' },
  'audit.conditionFails': { zh: '隐藏：审批条件不满足', en: 'hidden: a condition fails' },
  'audit.shown': { zh: '显示：需要审批，审批栏已开启，条件满足', en: 'shown: audit needed, section on, conditions pass' },
  'audit.required': { zh: '必填：该审批栏设置为必填', en: 'required (isRequired)' },
  'audit.optional': { zh: '选填：该审批栏设置为选填', en: 'optional (isRequired false)' },
  'audit.editable': { zh: '可编辑：该审批栏设置为可编辑', en: 'editable (isCanEdit)' },
  'audit.readOnly': { zh: '只读：该审批栏设置为只读', en: 'read-only (isCanEdit false)' },

  // Payment (spec §4, D5), in reason-format.ts: the booking page carries only these.
  ...PAYMENT_REASON_TEMPLATES,
} as const satisfies Record<string, Readonly<Record<Lang, string>>>;

export type ReasonCode = keyof typeof REASON_TEMPLATES;


/**
 * A reason in plain words. A parameter a template names but the reason lacks stays as
 * `{name}` (the property tests look for that); an unknown code renders as the code itself.
 *
 * @example renderReason(reason('mustCondition.tripTypeIn', { businessType: 4, tripType: 1, tripTypes: [1, 3] }), 'zh')
 * // '必填：行程类型「同城单程」在条件列表（同城单程、异地单程）中'
 * @example renderReason(reason('mustCondition.tripTypeIn', { businessType: 4, tripType: 1, tripTypes: [1, 3] }), 'en')
 * // 'mandatory: trip type 1 is in 1, 3'
 */
export function renderReason(r: Reason, lang: Lang): string {
  return renderWith(REASON_TEMPLATES, r, lang);
}

/** Every reason of a list rendered. */
export function renderReasons(reasons: readonly Reason[], lang: Lang): string[] {
  return reasons.map((r) => renderReason(r, lang));
}
