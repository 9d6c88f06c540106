/**
 * Audit (approval) sections: which approver sections a booking shows, in approval order,
 * and whether each is visible, required and editable, with the reasons (spec §3, §5, D3).
 */
import { AuditType, ExcoOrder, OWN_CAR } from '../model/constants.ts';
import type { AuditConfig, AuditSectionConfig, EnterpriseBundle } from '../model/bundle.ts';
import { auditConfigFor, noNeedToAuditBookers } from '../model/bundle.ts';
import { checkAuditConditions, type AuditConditionFacts } from './audit-conditions.ts';
import type { Scenario } from '../model/scenario.ts';
import { scenarioBusinessType } from '../model/scenario.ts';
import { reason, type Reason } from '../model/reason-format.ts';

export type AuditRole = 'userInput' | 'costCenter' | 'ownCostCenter' | 'exco';

export interface AuditSectionState {
  role: AuditRole;
  visible: boolean;
  required: boolean;
  editable: boolean;
  because: Reason[];
}

export interface AuditState {
  visible: boolean;
  sections: AuditSectionState[];
  /** The comment field (D3 `hasComment`), present when the audit part is visible and has one. */
  comment?: { label: string; placeholder: string };
}

const DTO_OF_ROLE = {
  userInput: 'userInputDto',
  costCenter: 'costCenterDto',
  ownCostCenter: 'ownCostCenterDto',
  exco: 'excoAuditDto',
} as const satisfies Record<AuditRole, keyof AuditConfig>;

/** The section config behind a role. */
export function auditSectionConfig(config: AuditConfig, role: AuditRole): AuditSectionConfig | undefined {
  return config[DTO_OF_ROLE[role]];
}

/**
 * The approver sections of an audit config in approval order (D3): auditType 1 or 2 has its
 * primary section, with the reviewer (exco) before it when `excoOrder` is 1 and after it when 2,
 * if `isNeedExco`; auditType 3 has the reviewer alone.
 *
 * @example auditSectionRoles({ businessType: 4, auditType: 1, isNeedExco: true, excoOrder: 1 }) // ['exco', 'userInput']
 */
export function auditSectionRoles(config: AuditConfig): AuditRole[] {
  if (config.auditType === AuditType.EXCO_ONLY.value) return ['exco'];
  if (config.auditType === undefined) return [];
  const primary: AuditRole =
    config.auditType === AuditType.USER_INPUT.value
      ? 'userInput'
      : config.businessType === OWN_CAR
        ? 'ownCostCenter'
        : 'costCenter';
  if (!config.isNeedExco) return [primary];
  return config.excoOrder === ExcoOrder.BEFORE ? ['exco', primary] : [primary, 'exco'];
}

/** The facts the audit conditions read from a scenario, including the booker's exemption. */
export function auditFacts(bundle: EnterpriseBundle, config: AuditConfig, scenario: Scenario): AuditConditionFacts {
  const exempt = noNeedToAuditBookers(bundle, config.businessType, config.auditType ?? 0);
  return {
    tripType: scenario.tripType,
    orderType: scenario.orderType,
    paymentType: scenario.paymentType,
    userLevel: scenario.userLevel,
    carTypeLevel: scenario.carTypeLevel,
    bookerExempt: scenario.bookerId === undefined ? undefined : exempt.includes(scenario.bookerId),
    businessType: config.businessType,
  };
}

/**
 * One section's state (D3): visible when the audit is needed, the section is shown and its
 * conditions pass; required and editable only when visible.
 */
export function auditSectionState(
  config: AuditConfig,
  role: AuditRole,
  facts: AuditConditionFacts,
): AuditSectionState {
  const section = auditSectionConfig(config, role);
  const hidden = (...because: Reason[]): AuditSectionState => ({ role, visible: false, required: false, editable: false, because });
  if (!config.isNeedAudit) return hidden(reason('audit.notNeeded'));
  if (!section) return hidden(reason('audit.sectionMissing', { section: DTO_OF_ROLE[role] }));
  if (!section.isShow) return hidden(reason('audit.sectionOff'));
  const conditions = checkAuditConditions(section.hasAuditCondition, section.auditConditionConfigDto, facts);
  if (!conditions.pass) return hidden(reason('audit.conditionFails'), ...conditions.because);
  const required = section.isRequired === true;
  const editable = section.isCanEdit === true;
  return {
    role,
    visible: true,
    required,
    editable,
    because: [
      reason('audit.shown'),
      ...conditions.because,
      reason(required ? 'audit.required' : 'audit.optional'),
      reason(editable ? 'audit.editable' : 'audit.readOnly'),
    ],
  };
}

/**
 * The audit part of a booking (D3): its sections in approval order, and visible as a whole
 * when at least one section is. Recompute it whenever payment type, cost centre or trip type
 * changes (spec §4): it depends on nothing else of the scenario but the booker, order type,
 * user level and car type level.
 *
 * @example
 * evaluateAudit(bundle, { businessType: 4, tripType: 1 }).sections.map((s) => s.role) // ['userInput', 'exco']
 */
export function evaluateAudit(bundle: EnterpriseBundle, scenario: Scenario): AuditState {
  const config = auditConfigFor(bundle, scenarioBusinessType(scenario));
  if (!config) return { visible: false, sections: [] };
  const facts = auditFacts(bundle, config, scenario);
  const sections = auditSectionRoles(config).map((role) => auditSectionState(config, role, facts));
  const visible = sections.some((s) => s.visible);
  const state: AuditState = { visible, sections };
  if (visible && config.hasComment) {
    state.comment = { label: config.commentName ?? '', placeholder: config.commentContent ?? '' };
  }
  return state;
}
