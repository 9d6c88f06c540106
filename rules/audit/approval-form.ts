/**
 * The approver's decision form (issue 11 §2): 审批结果 and 审批意见 as a JSON Schema drawn by the form
 * engine, and the one check the schema cannot say in Chinese (a refusal needs a comment), with the
 * same message the server answers (approval-bodies.ts).
 */
import { FormWidget, type CompiledForm } from '../compile/contract.ts';
import type { Issue } from '../model/issue.ts';
import { APPROVAL_COMMENT_MAX, APPROVAL_COMMENT_REQUIRED } from './approval-bodies.ts';
import { ApprovalDecision, type ApprovalDecisionValue } from './approval-chain.ts';

/** The form's data. */
export interface ApprovalFormData {
  decision?: ApprovalDecisionValue;
  comment?: string;
  /** /UploadPic: the uploaded picture's URL (`/attachments/<fileId>`, the attachment widget's value). */
  attachment?: string;
}

/** The file id of an attachment URL the widget holds, or undefined. @example attachmentFileId('/attachments/f-1') // 'f-1' */
export function attachmentFileId(url: string | undefined): string | undefined {
  const match = /^\/attachments\/([^/?#]+)$/.exec(url ?? '');
  return match?.[1];
}

/**
 * The decision form. `commentLabel` names the comment (审批意见 unless the page says otherwise).
 *
 * @example approvalForm().schema.required // ['decision']
 */
export function approvalForm(commentLabel = '审批意见', options: { attachment?: boolean } = {}): CompiledForm {
  const attachment = options.attachment === true;
  return {
    schema: {
      type: 'object',
      required: ['decision'],
      properties: {
        decision: {
          type: 'integer',
          title: '审批结果',
          oneOf: [
            { const: ApprovalDecision.APPROVE.value, title: ApprovalDecision.APPROVE.label },
            { const: ApprovalDecision.REFUSE.value, title: ApprovalDecision.REFUSE.label },
          ],
        },
        comment: { type: 'string', title: commentLabel, maxLength: APPROVAL_COMMENT_MAX },
        ...(attachment ? { attachment: { type: 'string', title: '审批附件' } } : {}),
      },
    },
    uiSchema: {
      decision: { 'ui:widget': 'radio' },
      comment: { 'ui:widget': 'textarea', 'ui:placeholder': '同意时可不填；拒绝时必填，预订人会看到' },
      ...(attachment ? { attachment: { 'ui:widget': FormWidget.ATTACHMENT } } : {}),
    },
    fieldStates: {},
  };
}

/**
 * What blocks a decision beyond the schema: a refusal with a blank comment.
 *
 * @example approvalFormErrors({ decision: 2, comment: '' }) // [{ code: 'approval.commentRequired', path: '/comment', message: '拒绝时请填写审批意见' }]
 */
export function approvalFormErrors(data: ApprovalFormData): Issue[] {
  if (data.decision === ApprovalDecision.REFUSE.value && (data.comment ?? '').trim() === '') {
    return [{ code: APPROVAL_COMMENT_REQUIRED.code, path: '/comment', message: APPROVAL_COMMENT_REQUIRED.message }];
  }
  return [];
}

/**
 * The reason a card's 拒绝 asks for (issue 25 §3): the decision form's comment alone, under the same
 * title and length, in the refuse dialog. Its one rule (a refusal needs a comment) is
 * `approvalFormErrors` with the decision 拒绝, so the card and the batch say the same sentence.
 *
 * @example refusalForm().schema.properties // { comment: { type: 'string', title: '审批意见', … } }
 */
export function refusalForm(): CompiledForm {
  const { schema } = approvalForm();
  const comment = (schema.properties as Record<string, unknown>).comment;
  return {
    schema: { type: 'object', properties: { comment } },
    uiSchema: { comment: { 'ui:widget': 'textarea', 'ui:placeholder': '请写明拒绝的理由，预订人会看到' } },
    fieldStates: {},
  };
}

/** The refuse dialog's one check: the rule's message under the reason when it is empty. */
export const refusalErrors = (comment: string | undefined): Issue[] => approvalFormErrors({ decision: ApprovalDecision.REFUSE.value, comment });

/** The /TextAudit form's data: the text code from the approval e-mail. */
export interface TextCodeFormData {
  code?: string;
}

/** The /TextAudit form: the 8-character code (spaces and dashes allowed, as it is read aloud or copied). */
export function textCodeForm(): CompiledForm {
  return {
    schema: {
      type: 'object',
      required: ['code'],
      properties: { code: { type: 'string', title: '审批码', minLength: 8, maxLength: 16 } },
    },
    uiSchema: { code: { 'ui:placeholder': '审批邮件中的 8 位审批码，如 K7M2Q9XP' } },
    fieldStates: {},
  };
}
