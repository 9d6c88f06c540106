import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import huaxin from '../../fixtures/enterprises/huaxin-tech/bundle.json' with { type: 'json' };
import type { EnterpriseBundle } from '../model/bundle.ts';
import { orderTransition } from '../orders/order-status.ts';
import {
  ApprovalChannel,
  approvalChannelLabel,
  ApprovalDecision,
  approvalChain,
  chainProgress,
  decideApproval,
  isStepPerson,
  mayDecide,
  nextApprover,
  ownCarPeople,
  specialCarPeople,
  type ApprovalRecord,
  type ApprovalStep,
} from './approval-chain.ts';
import { evaluateAudit, type AuditRole, type AuditSectionState } from './audit-visibility.ts';

const bundle = huaxin as unknown as EnterpriseBundle;
const LI = { name: '李建华', phone: '13912345678', email: 'lijianhua@huaxin-tech.example.cn' };
const REVIEWER = { phone: '', email: 'zhaomin@huaxin-tech.example.cn' };
const specialPayload = {
  baseData: {
    auditorName: LI.name,
    auditorPhoneNumber: LI.phone,
    auditorEmail: LI.email,
    secondAuditorPhoneNumber: REVIEWER.phone,
    secondAuditorEmail: REVIEWER.email,
  },
};

const section = (role: AuditRole, visible = true): AuditSectionState => ({ role, visible, required: visible, editable: visible, because: [] });

describe('approval chain (D3)', () => {
  it('puts the reviewer before the approver when excoOrder is 1 (上海华信, special car)', () => {
    const audit = evaluateAudit(bundle, { businessType: 4, tripType: 1, orderType: 1, paymentType: 4, bookerId: 'u-1001-101' });
    const chain = approvalChain(audit, specialCarPeople(specialPayload));
    expect(chain.map((s) => [s.step, s.role, s.email])).toEqual([
      [0, 'exco', REVIEWER.email],
      [1, 'userInput', LI.email],
    ]);
  });

  it('drops the approver section when its conditions fail (trip type 2 is not in 1, 3, 4): the reviewer alone', () => {
    const audit = evaluateAudit(bundle, { businessType: 4, tripType: 2, orderType: 1, paymentType: 4, bookerId: 'u-1001-101' });
    expect(approvalChain(audit, specialCarPeople(specialPayload)).map((s) => s.role)).toEqual(['exco']);
  });

  it('is empty for a booker on the no-audit list when only the approver is conditioned on it', () => {
    const audit = { sections: [section('exco', false), section('userInput', false)] };
    expect(approvalChain(audit, specialCarPeople(specialPayload))).toEqual([]);
    expect(chainProgress([], [])).toEqual({ state: 'approved' });
  });

  it('leaves out a step whose person has neither phone nor e-mail', () => {
    const people = specialCarPeople({ baseData: { ...specialPayload.baseData, secondAuditorEmail: '', secondAuditorPhoneNumber: null } });
    expect(approvalChain({ sections: [section('exco'), section('userInput')] }, people).map((s) => s.role)).toEqual(['userInput']);
  });

  it('gives the own car one step: its one approver', () => {
    const people = ownCarPeople({ auditor: { name: '王芳', phoneNumber: '13700000000', email: '' } });
    const chain = approvalChain({ sections: [section('ownCostCenter'), section('exco')] }, people, true);
    expect(chain).toEqual([{ step: 0, role: 'ownCostCenter', name: '王芳', phone: '13700000000', email: '' }]);
  });

  it('matches a person by phone digits or e-mail without case, never by name', () => {
    expect(isStepPerson(LI, { phone: '139-1234-5678', email: '' })).toBe(true);
    expect(isStepPerson(LI, { phone: '', email: 'LiJianHua@Huaxin-Tech.example.cn' })).toBe(true);
    expect(isStepPerson({ phone: '', email: '' }, { phone: '', email: '' })).toBe(false);
    expect(isStepPerson(LI, { phone: '13800000001', email: 'x@y.cn' })).toBe(false);
  });

  it('refuses a decision out of turn or after the end, with the Chinese messages', () => {
    const chain = approvalChain({ sections: [section('exco'), section('userInput')] }, specialCarPeople(specialPayload));
    const early = decideApproval(chain, [], LI, 1);
    expect(early).toEqual({ ok: false, issues: [{ code: 'approval.notYourTurn', path: '', message: '您不是该订单当前的审批人' }] });
    const refused: ApprovalRecord[] = [{ step: 0, decision: 2 }];
    expect(decideApproval(chain, refused, REVIEWER, 1)).toEqual({ ok: false, issues: [{ code: 'approval.finished', path: '', message: '该订单的审批已结束' }] });
    const second = decideApproval(chain, [{ step: 0, decision: 1 }], LI, 1);
    expect(second.ok && second.value.event).toEqual({ type: 'approve', last: true });
  });
});

const aPerson = fc.record({
  name: fc.constantFrom('甲', '乙', '丙'),
  phone: fc.stringMatching(/^1[3-9]\d{9}$/),
  email: fc.constantFrom('', 'a@x.cn', 'b@x.cn'),
});
const aChain: fc.Arbitrary<ApprovalStep[]> = fc
  .array(aPerson, { minLength: 1, maxLength: 4 })
  .map((people) => people.map((p, step) => ({ ...p, step, role: 'userInput' as const })));

describe('approval chain properties', () => {
  it('approving every step in turn ends booked: only the last approval is `last`, the order goes 1 → 1 … → 2', () => {
    fc.assert(
      fc.property(aChain, fc.constantFrom(4, 5), (chain, businessType) => {
        const history: ApprovalRecord[] = [];
        let status = 1;
        for (const step of chain) {
          expect(nextApprover(chain, history)).toEqual(step);
          const outcome = decideApproval(chain, history, step, ApprovalDecision.APPROVE.value);
          if (!outcome.ok) return false;
          expect(outcome.value.event).toEqual({ type: 'approve', last: step.step === chain.length - 1 });
          const next = orderTransition(status, businessType, outcome.value.event);
          if (!next.ok) return false;
          status = next.value;
          history.push({ step: step.step, decision: 1 });
        }
        return status === 2 && chainProgress(chain, history).state === 'approved' && nextApprover(chain, history) === undefined;
      }),
    );
  });

  it('a refusal at any step ends the chain: nobody may decide after it, and the order is 审批未通过', () => {
    fc.assert(
      fc.property(aChain, fc.nat(), aPerson, (chain, at, anyone) => {
        const k = at % chain.length;
        const history: ApprovalRecord[] = chain.slice(0, k).map((s) => ({ step: s.step, decision: 1 }));
        const outcome = decideApproval(chain, history, chain[k]!, ApprovalDecision.REFUSE.value);
        if (!outcome.ok) return false;
        const status = orderTransition(1, 4, outcome.value.event);
        history.push({ step: k, decision: 2 });
        return status.ok && status.value === 8 && !mayDecide(chain, history, anyone) && chainProgress(chain, history).state === 'refused';
      }),
    );
  });

  it('only the waiting step’s person may decide', () => {
    fc.assert(
      fc.property(aChain, fc.nat(), aPerson, (chain, at, someone) => {
        const k = at % chain.length;
        const history: ApprovalRecord[] = chain.slice(0, k).map((s) => ({ step: s.step, decision: 1 }));
        return mayDecide(chain, history, someone) === isStepPerson(chain[k]!, someone);
      }),
    );
  });
});

describe('the channels a decision comes by', () => {
  it('are named 企业用车平台, 邮件链接 and 审批码; an unknown channel has no name', () => {
    expect(Object.values(ApprovalChannel).map((c) => [c.value, approvalChannelLabel(c.value)])).toEqual([
      ['portal', '企业用车平台'],
      ['email', '邮件链接'],
      ['text', '审批码'],
    ]);
    expect(approvalChannelLabel('fax')).toBe('');
  });
});
