import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { checkApprovalDecision, checkApprovalLink } from './approval-bodies.ts';
import { approvalForm, approvalFormErrors, attachmentFileId, refusalErrors, refusalForm, textCodeForm } from './approval-form.ts';

describe('the decision form (approval-form.ts)', () => {
  it('asks for 审批结果 (同意 1, 拒绝 2) and 审批意见 up to 200 characters; the attachment only on request', () => {
    const form = approvalForm();
    expect(form.schema).toMatchObject({
      required: ['decision'],
      properties: {
        decision: { title: '审批结果', oneOf: [{ const: 1, title: '同意' }, { const: 2, title: '拒绝' }] },
        comment: { title: '审批意见', maxLength: 200 },
      },
    });
    expect(Object.keys(form.schema.properties as object)).toEqual(['decision', 'comment']);
    expect(approvalForm('审批意见', { attachment: true }).uiSchema).toMatchObject({ attachment: { 'ui:widget': 'attachment' } });
    expect(textCodeForm().schema).toMatchObject({ required: ['code'], properties: { code: { title: '审批码', minLength: 8 } } });
  });

  it('a refusal needs a comment, an approval does not', () => {
    expect(approvalFormErrors({ decision: 2, comment: ' \n ' })).toEqual([{ code: 'approval.commentRequired', path: '/comment', message: '拒绝时请填写审批意见' }]);
    expect(approvalFormErrors({ decision: 2, comment: '请改乘高铁' })).toEqual([]);
    expect(approvalFormErrors({ decision: 1 })).toEqual([]);
  });

  it('reads the file id of the attachment widget’s URL only', () => {
    expect(attachmentFileId('/attachments/f-1')).toBe('f-1');
    expect(attachmentFileId('https://evil.example/attachments/f-1')).toBeUndefined();
    expect(attachmentFileId('/attachments/f-1/../x')).toBeUndefined();
    expect(attachmentFileId(undefined)).toBeUndefined();
  });
});

describe('the approval bodies at the server’s boundary (approval-bodies.ts)', () => {
  it('a refusal with a blank comment is refused with the same message as the form', () => {
    expect(checkApprovalDecision({ orderIds: ['CS20261122000001'], decision: 2, comment: '  ' }).issues).toEqual([
      { code: 'approval.commentRequired', path: '/comment', message: '拒绝时请填写审批意见' },
    ]);
    expect(checkApprovalLink({ token: 'x', decision: 2 }).issues[0]?.message).toBe('拒绝时请填写审批意见');
  });

  it('a link body names a token or a code, not both, not neither', () => {
    expect(checkApprovalLink({ token: 'abc' }).ok).toBe(true);
    expect(checkApprovalLink({ code: 'K7M2Q9XP' }).ok).toBe(true);
    expect(checkApprovalLink({}).ok).toBe(false);
    expect(checkApprovalLink({ token: 'abc', code: 'K7M2Q9XP' }).ok).toBe(false);
  });

  it('never throws on any JSON, and accepts only what the schema allows', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (value) => {
        const checked = checkApprovalDecision(value);
        if (!checked.ok) return checked.issues.length > 0;
        const body = checked.value;
        return body.orderIds.length >= 1 && body.orderIds.length <= 50 && (body.decision === 1 || body.decision === 2);
      }),
    );
  });
});

describe('the refuse dialog’s form (issue 25 §3)', () => {
  it('asks for the reason alone, with the decision form’s title and length, and says the same sentence when it is empty', () => {
    expect(refusalForm().schema).toEqual({ type: 'object', properties: { comment: (approvalForm().schema.properties as Record<string, unknown>).comment } });
    expect(refusalErrors(undefined)).toEqual(approvalFormErrors({ decision: 2 }));
    expect(refusalErrors('   ').map((i) => [i.path, i.message])).toEqual([['/comment', '拒绝时请填写审批意见']]);
    expect(refusalErrors('请改乘高铁')).toEqual([]);
  });
});
