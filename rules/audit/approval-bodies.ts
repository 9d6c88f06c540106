/**
 * The approval calls' bodies (schemas/approval-decision.schema.json, approval-link.schema.json):
 * the schema check at the server's boundary, then what a schema cannot say in Chinese: a refusal
 * needs a comment.
 */
import decisionSchema from '../../schemas/approval-decision.schema.json' with { type: 'json' };
import linkSchema from '../../schemas/approval-link.schema.json' with { type: 'json' };
import { checkAgainst } from '../config/schema-check.ts';
import { schemaValidators } from '../config/schema-compile.ts';
import { failure, type CheckResult, type ErrorDefinition } from '../model/issue.ts';
import { ApprovalDecision, type ApprovalDecisionValue } from './approval-chain.ts';

/** A decision on orders, as `/CsOrder/Audit` and `/own/order/Audit` take it. */
export interface ApprovalDecisionBody {
  orderIds: string[];
  decision: ApprovalDecisionValue;
  comment?: string;
  fileIds?: string[];
}

/** A link's token or a text code, with a decision or without one (look first). */
export interface ApprovalLinkBody {
  token?: string;
  code?: string;
  decision?: ApprovalDecisionValue;
  comment?: string;
}

export const APPROVAL_COMMENT_REQUIRED = {
  code: 'approval.commentRequired',
  message: '拒绝时请填写审批意见',
} as const satisfies ErrorDefinition;

/** The longest comment (the schemas' maxLength). */
export const APPROVAL_COMMENT_MAX = 200;

const validatorsFor = schemaValidators();

/** The wire schemas of the approval calls, whose `title`s label a refused field (config/issue-text.ts). */
export const APPROVAL_BODY_SCHEMAS = { decision: decisionSchema, link: linkSchema } as const;

/** Refused without a comment (blank counts as none), else passed through. */
function withComment<T extends { decision?: number; comment?: string }>(checked: CheckResult<T>): CheckResult<T> {
  if (!checked.ok) return checked;
  const { decision, comment } = checked.value;
  if (decision === ApprovalDecision.REFUSE.value && (comment ?? '').trim() === '') {
    return failure({ code: APPROVAL_COMMENT_REQUIRED.code, path: '/comment', message: APPROVAL_COMMENT_REQUIRED.message });
  }
  return checked;
}

/**
 * @example checkApprovalDecision({ orderIds: ['CS20261122000001'], decision: 2, comment: ' ' }).issues[0]
 * // { code: 'approval.commentRequired', path: '/comment', message: '拒绝时请填写审批意见' }
 */
export function checkApprovalDecision(value: unknown): CheckResult<ApprovalDecisionBody> {
  return withComment(checkAgainst<ApprovalDecisionBody>(validatorsFor(decisionSchema), value));
}

export function checkApprovalLink(value: unknown): CheckResult<ApprovalLinkBody> {
  return withComment(checkAgainst<ApprovalLinkBody>(validatorsFor(linkSchema), value));
}
