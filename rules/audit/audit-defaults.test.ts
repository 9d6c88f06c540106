import { describe, expect, it } from 'vitest';
import { auditSectionDefault } from './audit-defaults.ts';

const user = { approveEmail: 'wang@corp.cn', approverPhoneNumber: '13800000000', approverName: '王五' };
const costCentre = { approverEmail: 'li@corp.cn', approverCellphone: '13900000000' };

describe('auditSectionDefault (D3 defaultValue)', () => {
  it('1 gives the configured text only', () => {
    expect(auditSectionDefault({ defaultValue: 1, defaultInputText: '部门经理' }, user, costCentre)).toEqual({
      name: '',
      phone: '',
      email: '',
      text: '部门经理',
    });
  });
  it("2 gives the current user's approver", () => {
    expect(auditSectionDefault({ defaultValue: 2 }, user, costCentre)).toEqual({
      name: '王五',
      phone: '13800000000',
      email: 'wang@corp.cn',
      text: '',
    });
  });
  it("3 gives the cost centre's approver", () => {
    expect(auditSectionDefault({ defaultValue: 3 }, user, costCentre)).toEqual({
      name: '',
      phone: '13900000000',
      email: 'li@corp.cn',
      text: '',
    });
  });
  it('gives empty values when the source is not known yet', () => {
    expect(auditSectionDefault({ defaultValue: 3 }, undefined, undefined)).toEqual({ name: '', phone: '', email: '', text: '' });
  });
});
