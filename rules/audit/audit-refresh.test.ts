import { describe, expect, it } from 'vitest';
import type { AuditConfig, EnterpriseBundle } from '../model/bundle.ts';
import { evaluateAudit } from './audit-visibility.ts';
import {
  auditFieldPointers,
  changedAuditFields,
  refreshAuditFields,
  sectionPrefill,
  valueAt,
  withValueAt,
} from './audit-refresh.ts';

/** Special car: user-entered approver (default: the user's approver) only for trip type 1, reviewer always. */
const specialAudit: AuditConfig = {
  businessType: 4,
  isNeedAudit: true,
  auditType: 1,
  isNeedExco: true,
  excoOrder: 2,
  userInputDto: {
    isShow: true,
    isCanEdit: true,
    defaultValue: 2,
    hasAuditCondition: true,
    auditConditionConfigDto: { conditionBits: 1, tripTypes: [1] },
  },
  excoAuditDto: { isShow: true, isCanEdit: false, defaultValue: 1, defaultInputText: 'exco@corp.cn', validateType: 1 },
};
const ownAudit: AuditConfig = {
  businessType: 5,
  isNeedAudit: true,
  auditType: 2,
  ownCostCenterDto: { isShow: true, isCanEdit: true, defaultValue: 3 },
};
const bundle: EnterpriseBundle = { enterpriseId: 1, auditConfigs: [specialAudit, ownAudit] };
const user = { approverName: '李四', approverPhoneNumber: '13900000000', approveEmail: 'lisi@corp.cn' };
const costCentre = { approverEmail: 'cc@corp.cn', approverCellphone: '13700000000' };

const special = {
  tripType: 1,
  approver: { name: '', phoneNumber: '', email: '' },
  administrativeReviewerMsg: { email: '', city: '上海', phoneNumber: '' },
};

function refreshSpecial(data: typeof special, typed: string[] = []) {
  const audit = evaluateAudit(bundle, { businessType: 4, tripType: data.tripType });
  return refreshAuditFields('special-car', data, { config: specialAudit, audit, user, costCentre, typed });
}

describe('refreshAuditFields', () => {
  it('a visible section is prefilled from its default source', () => {
    const next = refreshSpecial(special);
    expect(next.approver).toEqual({ name: '李四', phoneNumber: '13900000000', email: 'lisi@corp.cn' });
    expect(next.administrativeReviewerMsg).toEqual({ email: 'exco@corp.cn', city: '上海', phoneNumber: '' });
  });

  it('a field of an editable section the booker typed into keeps what was typed', () => {
    const typed = { ...special, approver: { ...special.approver, email: 'mine@corp.cn' } };
    const next = refreshSpecial(typed, ['/approver/email']);
    expect(next.approver.email).toBe('mine@corp.cn');
    expect(next.approver.name).toBe('李四');
  });

  it('a read-only section shows its default even over a typed value', () => {
    const typed = { ...special, administrativeReviewerMsg: { ...special.administrativeReviewerMsg, email: 'x@y.cn' } };
    expect(refreshSpecial(typed, ['/administrativeReviewerMsg/email']).administrativeReviewerMsg.email).toBe('exco@corp.cn');
  });

  it('a section hidden by its conditions is left as it is', () => {
    const other = { ...special, tripType: 3, approver: { ...special.approver, name: '王五' } };
    const next = refreshSpecial(other);
    expect(next.approver.name).toBe('王五');
    expect(next.approver.email).toBe('');
    expect(next.administrativeReviewerMsg.email).toBe('exco@corp.cn');
  });

  it('the input is never mutated, and nothing to change gives the same object', () => {
    const frozen = Object.freeze({
      ...special,
      approver: Object.freeze({ ...special.approver }),
      administrativeReviewerMsg: Object.freeze({ ...special.administrativeReviewerMsg }),
    });
    const once = refreshSpecial(frozen);
    expect(frozen.approver.name).toBe('');
    expect(refreshSpecial(once)).toBe(once);
  });

  it('the own-car cost-centre approver fills the auditor from the cost centre', () => {
    const data = { tripType: 1, auditor: { name: '', phoneNumber: '', email: '' } };
    const audit = evaluateAudit(bundle, { businessType: 5, tripType: 1 });
    const next = refreshAuditFields('own-car', data, { config: ownAudit, audit, user, costCentre, typed: [] });
    expect(next.auditor).toEqual({ name: '', phoneNumber: '13700000000', email: 'cc@corp.cn' });
  });

  it('an own-car reviewer that is the only section (auditType 3) fills the auditor, as the compiled form draws it', () => {
    const reviewerOnly: AuditConfig = {
      businessType: 5,
      isNeedAudit: true,
      auditType: 3,
      isNeedExco: true,
      excoOrder: 1,
      excoAuditDto: { isShow: true, isCanEdit: false, defaultValue: 1, defaultInputText: 'exco@corp.cn', validateType: 1 },
    };
    const data = { tripType: 1, auditor: { name: '', phoneNumber: '', email: '' } };
    const audit = evaluateAudit({ enterpriseId: 1, auditConfigs: [reviewerOnly] }, { businessType: 5, tripType: 1 });
    expect(audit.sections.filter((s) => s.visible).map((s) => s.role)).toEqual(['exco']);
    const next = refreshAuditFields('own-car', data, { config: reviewerOnly, audit, user, costCentre, typed: [] });
    expect(next.auditor).toEqual({ name: '', phoneNumber: '', email: 'exco@corp.cn' });
  });

  it('the own-car auditor is filled by the first visible section in approval order only', () => {
    const both: AuditConfig = { ...ownAudit, isNeedExco: true, excoOrder: 2, excoAuditDto: { isShow: true, defaultValue: 1, defaultInputText: 'exco@corp.cn', validateType: 1 } };
    const data = { tripType: 1, auditor: { name: '', phoneNumber: '', email: '' } };
    const audit = evaluateAudit({ enterpriseId: 1, auditConfigs: [both] }, { businessType: 5, tripType: 1 });
    const next = refreshAuditFields('own-car', data, { config: both, audit, user, costCentre, typed: [] });
    expect(next.auditor).toEqual({ name: '', phoneNumber: '13700000000', email: 'cc@corp.cn' });
  });

  it('without an audit config nothing changes', () => {
    const audit = evaluateAudit(bundle, { businessType: 4 });
    expect(refreshAuditFields('special-car', special, { config: undefined, audit, typed: [] })).toBe(special);
  });
});

describe('sectionPrefill', () => {
  it('a default text goes to the field its validate type checks', () => {
    expect(sectionPrefill({ defaultValue: 1, defaultInputText: 'a@b.cn', validateType: 1 }, user, costCentre).email).toBe('a@b.cn');
    expect(sectionPrefill({ defaultValue: 1, defaultInputText: '13800000000', validateType: 2 }, user, costCentre).phone).toBe('13800000000');
    expect(sectionPrefill({ defaultValue: 1, defaultInputText: '王五（13800000000）', validateType: 3 }, user, costCentre)).toEqual({
      name: '王五',
      phone: '13800000000',
      email: '',
    });
    expect(sectionPrefill({ defaultValue: 1, defaultInputText: '王五' }, user, costCentre).name).toBe('王五');
  });
});

describe('audit field pointers', () => {
  it('each form names its approver fields once', () => {
    expect(auditFieldPointers('special-car')).toEqual([
      '/approver/name',
      '/approver/phoneNumber',
      '/approver/email',
      '/administrativeReviewerMsg/phoneNumber',
      '/administrativeReviewerMsg/email',
    ]);
    expect(auditFieldPointers('own-car')).toEqual(['/auditor/name', '/auditor/phoneNumber', '/auditor/email']);
  });

  it('changedAuditFields names exactly the audit fields an edit changed', () => {
    const after = { ...special, approver: { ...special.approver, phoneNumber: '1' }, tripType: 2 };
    expect(changedAuditFields('special-car', special, after)).toEqual(['/approver/phoneNumber']);
  });

  it('valueAt and withValueAt read and write nested members without mutating', () => {
    const data = { a: { 'b/c': 1 } };
    expect(valueAt(data, '/a/b~1c')).toBe(1);
    expect(valueAt(data, '/x/y')).toBeUndefined();
    const next = withValueAt(data, '/a/b~1c', 2);
    expect(next).toEqual({ a: { 'b/c': 2 } });
    expect(data.a['b/c']).toBe(1);
  });
});
