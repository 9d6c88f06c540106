/**
 * What an audit section is prefilled with (D3 `defaultValue`): 1 nothing but the configured
 * text, 2 the current user's approver, 3 the cost centre's approver.
 */
import { AuditDefaultSource } from '../model/constants.ts';
import type { AuditSectionConfig } from '../model/bundle.ts';

/** The current user's approver (spec §3 Current user / enterprise user info). */
export interface UserApprover {
  approveEmail?: string;
  approverPhoneNumber?: string;
  approverName?: string;
}

/** A cost centre's approver (spec §3 Other). */
export interface CostCentreApprover {
  approverEmail?: string;
  approverCellphone?: string;
}

export interface ApproverDefault {
  name: string;
  phone: string;
  email: string;
  /** Free text shown in a text box (defaultValue 1 with `defaultInputText`). */
  text: string;
}

const EMPTY: ApproverDefault = { name: '', phone: '', email: '', text: '' };

/**
 * The prefill of an audit section.
 *
 * @example
 * auditSectionDefault({ defaultValue: 3 }, {}, { approverEmail: 'li@corp.cn', approverCellphone: '13900000000' })
 * // { name: '', phone: '13900000000', email: 'li@corp.cn', text: '' }
 */
export function auditSectionDefault(
  section: AuditSectionConfig | undefined,
  user: UserApprover | undefined,
  costCentre: CostCentreApprover | undefined,
): ApproverDefault {
  switch (section?.defaultValue) {
    case AuditDefaultSource.USER_APPROVER.value:
      return {
        ...EMPTY,
        name: user?.approverName ?? '',
        phone: user?.approverPhoneNumber ?? '',
        email: user?.approveEmail ?? '',
      };
    case AuditDefaultSource.COST_CENTER_APPROVER.value:
      return { ...EMPTY, phone: costCentre?.approverCellphone ?? '', email: costCentre?.approverEmail ?? '' };
    default:
      return { ...EMPTY, text: section?.defaultInputText ?? '' };
  }
}
