import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import huaxin from '../../fixtures/enterprises/huaxin-tech/bundle.json' with { type: 'json' };
import { auditConfigFor, type EnterpriseBundle } from '../model/bundle.ts';
import { ownCarPeople, specialCarPeople, type ApprovalPerson } from './approval-chain.ts';
import { resolveApprovers, userOfRow, type ApproverCandidates, type ApproverSection, type KnownUser } from './approver-resolution.ts';
import { evaluateAudit, type AuditRole } from './audit-visibility.ts';
import { approverSections, ownCarRiders, specialCarRiders, withOwnCarApprovers, withSpecialCarApprovers } from './order-approvers.ts';

const WANG: KnownUser = { userId: 'u-1001-101', name: '王小明', phone: '13800000001', email: 'wangxiaoming@huaxin-tech.example.cn' };
const CHEN: KnownUser = { userId: 'u-1001-023', name: '陈晓明', phone: '13800000003', email: 'chenxiaoming@huaxin-tech.example.cn' };
const LI: KnownUser = { userId: 'u-1001-200', name: '李建华', phone: '13912345678', email: 'lijianhua@huaxin-tech.example.cn' };
const ZHOU: KnownUser = { userId: 'u-1001-301', name: '周国栋', phone: '13912349999', email: 'zhouguodong@huaxin-tech.example.cn' };
const WANG_LI: KnownUser = { userId: 'u-1001-302', name: '王丽', phone: '13912340002', email: 'wangli@huaxin-tech.example.cn' };
const USERS = [WANG, CHEN, LI, ZHOU, WANG_LI];

const row = (user: ApprovalPerson): ApprovalPerson => ({ name: user.name, phone: user.phone, email: user.email });
const CANDIDATES: ApproverCandidates = {
  users: USERS,
  costCentres: [
    { name: '研发中心', approver: row(LI) },
    { name: '市场部', approver: row(WANG_LI) },
  ],
  costCentreNamed: '研发中心',
  reviewers: [row(ZHOU)],
  bookerApprover: row(LI),
};
const PARTIES = { bookerId: WANG.userId, riders: [{ phone: CHEN.phone, email: '' }] };

const person = (name: string, phone: string, email = ''): ApprovalPerson => ({ name, phone, email });
const section = (role: AuditRole, entered: ApprovalPerson, more: Partial<ApproverSection> = {}): ApproverSection => ({
  role,
  required: true,
  validateType: 3,
  defaultValue: 1,
  entered,
  ...more,
});

const refusalOf = (sections: ApproverSection[], candidates = CANDIDATES, parties = PARTIES) => {
  const result = resolveApprovers(sections, candidates, parties);
  if (result.ok) throw new Error('expected a refusal');
  return [result.role, result.issue.code, result.issue.message];
};

describe('resolveApprovers: the 审批人 (userInput)', () => {
  it('is the enterprise user with that name and phone, stored with his own e-mail whatever was sent', () => {
    const result = resolveApprovers([section('userInput', person('李建华', '13912345678', 'attacker@evil.example'))], CANDIDATES, PARTIES);
    expect(result).toEqual({ ok: true, approvers: { userInput: LI } });
  });

  it('is matched by e-mail when the section checks e-mail (validateType 1), case and spaces ignored', () => {
    const result = resolveApprovers([section('userInput', person('', '', ' LiJianHua@huaxin-tech.example.cn '), { validateType: 1 })], CANDIDATES, PARTIES);
    expect(result).toEqual({ ok: true, approvers: { userInput: LI } });
  });

  it('falls back to the other part when the checked one is empty', () => {
    expect(resolveApprovers([section('userInput', person('李建华', '', 'lijianhua@huaxin-tech.example.cn'), { validateType: 2 })], CANDIDATES, PARTIES)).toEqual({
      ok: true,
      approvers: { userInput: LI },
    });
  });

  it('refuses a phone nobody of the enterprise has, a name that is not the phone’s, and a name alone', () => {
    const notAUser = ['userInput', 'approver.notAUser', '审批人不是本企业的用户，请核对姓名和手机号'];
    expect(refusalOf([section('userInput', person('李建华', '13900000000'))])).toEqual(notAUser);
    expect(refusalOf([section('userInput', person('王五', '13912345678'))])).toEqual(notAUser);
    expect(refusalOf([section('userInput', person('李建华', ''))])).toEqual(notAUser);
    expect(refusalOf([section('userInput', person('', '', 'li@other.example'), { validateType: 1 })])).toEqual([
      'userInput',
      'approver.notAUser',
      '审批人不是本企业的用户，请核对邮箱',
    ]);
  });

  it('refuses the booker himself and a passenger, with their own words', () => {
    expect(refusalOf([section('userInput', person('王小明', '13800000001'))])).toEqual(['userInput', 'approver.isBooker', '审批人不能是预订人本人，请填写其他审批人']);
    expect(refusalOf([section('userInput', person('', '', WANG.email), { validateType: 1 })])).toEqual([
      'userInput',
      'approver.isBooker',
      '审批人不能是预订人本人，请填写其他审批人',
    ]);
    expect(refusalOf([section('userInput', person('陈晓明', '13800000003'))])).toEqual(['userInput', 'approver.isPassenger', '审批人不能是乘车人，请填写其他审批人']);
  });

  it('an empty entry: refused when required, nobody (no step) when optional', () => {
    expect(refusalOf([section('userInput', person('', ''))])).toEqual(['userInput', 'approver.missing', '请填写审批人']);
    expect(resolveApprovers([section('userInput', person(' ', ''), { required: false })], CANDIDATES, PARTIES)).toEqual({ ok: true, approvers: {} });
  });
});

describe('resolveApprovers: the 成本中心审批人', () => {
  it('is the approver of the order’s cost centre: taken when the entry is empty, kept when it names him', () => {
    expect(resolveApprovers([section('ownCostCenter', person('', ''), { validateType: 2 })], CANDIDATES, PARTIES)).toEqual({ ok: true, approvers: { ownCostCenter: LI } });
    expect(resolveApprovers([section('costCenter', person('', '', 'lijianhua@huaxin-tech.example.cn'), { validateType: 1 })], CANDIDATES, PARTIES)).toEqual({
      ok: true,
      approvers: { costCenter: LI },
    });
  });

  it('refuses another cost centre’s approver, a cost centre the server does not have, and a centre whose approver is no user', () => {
    expect(refusalOf([section('ownCostCenter', person('', WANG_LI.phone), { validateType: 2 })])).toEqual([
      'ownCostCenter',
      'approver.notTheCostCentres',
      '成本中心审批人应为所选成本中心的审批人（李建华），请重新选择',
    ]);
    expect(refusalOf([section('costCenter', person('', ''))], { ...CANDIDATES, costCentreNamed: '不存在的部门' })).toEqual([
      'costCenter',
      'approver.unknownCostCentre',
      '所选成本中心不存在，请重新选择成本中心',
    ]);
    const stranger = { ...CANDIDATES, costCentres: [{ name: '研发中心', approver: person('钱某', '13000000000') }] };
    expect(refusalOf([section('costCenter', person('', ''))], stranger)).toEqual([
      'costCenter',
      'approver.costCentreHasNone',
      '所选成本中心的审批人不是本企业的用户，请联系管理员',
    ]);
  });

  it('an order naming no cost centre: the entry must be the approver of one of the enterprise’s cost centres', () => {
    const none = { ...CANDIDATES, costCentreNamed: ' ' };
    expect(resolveApprovers([section('costCenter', person('', WANG_LI.phone), { validateType: 2 })], none, PARTIES)).toEqual({ ok: true, approvers: { costCenter: WANG_LI } });
    expect(refusalOf([section('costCenter', person('', ZHOU.phone), { validateType: 2 })], none)).toEqual([
      'costCenter',
      'approver.notACostCentreApprover',
      '成本中心审批人不是本企业成本中心的审批人，请按成本中心选择',
    ]);
    expect(refusalOf([section('costCenter', person('', ''))], none)).toEqual(['costCenter', 'approver.noCostCentre', '请按成本中心选择成本中心审批人']);
    expect(resolveApprovers([section('costCenter', person('', ''), { required: false })], none, PARTIES)).toEqual({ ok: true, approvers: {} });
  });

  it('refuses the booker when his own cost centre names him as its approver', () => {
    const own = { ...CANDIDATES, costCentres: [{ name: '研发中心', approver: row(WANG) }] };
    expect(refusalOf([section('ownCostCenter', person('', ''))], own)).toEqual([
      'ownCostCenter',
      'approver.isBooker',
      '成本中心审批人不能是预订人本人，请填写其他成本中心审批人',
    ]);
  });
});

describe('resolveApprovers: the 行政审核人 (exco)', () => {
  it('is one of the reviewer rows, as a user, matched by e-mail when the section checks it', () => {
    expect(resolveApprovers([section('exco', person('', '', ZHOU.email), { validateType: 1 })], CANDIDATES, PARTIES)).toEqual({ ok: true, approvers: { exco: ZHOU } });
  });

  it('may be the person the section’s default source names (the booker’s approver, the cost centre’s)', () => {
    expect(resolveApprovers([section('exco', person('', LI.phone), { validateType: 0, defaultValue: 2 })], CANDIDATES, PARTIES)).toEqual({ ok: true, approvers: { exco: LI } });
    expect(resolveApprovers([section('exco', person('', LI.phone), { validateType: 0, defaultValue: 3 })], CANDIDATES, PARTIES)).toEqual({ ok: true, approvers: { exco: LI } });
  });

  it('refuses a user who is not on the list', () => {
    expect(refusalOf([section('exco', person('', LI.phone), { validateType: 0 })])).toEqual(['exco', 'approver.notAReviewer', '行政审核人不在本企业的行政审核人名单中，请从名单中选择']);
  });
});

describe('resolveApprovers: sections in approval order', () => {
  it('answers the first refused section, and every user when all pass', () => {
    const exco = section('exco', person('', '', ZHOU.email), { validateType: 1 });
    expect(resolveApprovers([exco, section('userInput', person('李建华', LI.phone))], CANDIDATES, PARTIES)).toEqual({ ok: true, approvers: { exco: ZHOU, userInput: LI } });
    expect(refusalOf([exco, section('userInput', person('王小明', WANG.phone))])[0]).toBe('userInput');
  });

  it('userOfRow names the user by the row’s phone, else by its e-mail', () => {
    expect(userOfRow(person('李某', LI.phone, 'other@x.cn'), USERS)).toBe(LI);
    expect(userOfRow(person('', '', ZHOU.email.toUpperCase()), USERS)).toBe(ZHOU);
    expect(userOfRow(person('', '', ''), USERS)).toBeUndefined();
  });
});

describe('the order payload', () => {
  const bundle = huaxin as unknown as EnterpriseBundle;
  const config = auditConfigFor(bundle, 4);

  it('a special-car order of 上海华信: the reviewer then the 审批人, read from its fields and written back with the users', () => {
    const payload = {
      baseData: { auditorName: '李建华', auditorPhoneNumber: '13912345678', auditorEmail: 'x@evil.example', secondAuditorPhoneNumber: '', secondAuditorEmail: ZHOU.email, secondAuditorCity: '上海' },
      passenger: { phoneNumber: CHEN.phone, email: '' },
      contacts: [{ phoneNumber: '13000000001', email: 'c@x.cn' }],
    };
    const audit = evaluateAudit(bundle, { businessType: 4, tripType: 1, orderType: 1, paymentType: 4, bookerId: WANG.userId });
    const sections = approverSections(config, audit, specialCarPeople(payload));
    expect(sections.map((s) => [s.role, s.validateType, s.entered.email])).toEqual([
      ['exco', 1, ZHOU.email],
      ['userInput', 3, 'x@evil.example'],
    ]);
    expect(specialCarRiders(payload)).toEqual([{ phone: CHEN.phone, email: '' }, { phone: '13000000001', email: 'c@x.cn' }]);
    const resolved = resolveApprovers(sections, CANDIDATES, { bookerId: WANG.userId, riders: specialCarRiders(payload) });
    if (!resolved.ok) throw new Error(resolved.issue.message);
    expect(withSpecialCarApprovers(payload, resolved.approvers).baseData).toEqual({
      auditorName: '李建华',
      auditorPhoneNumber: LI.phone,
      auditorEmail: LI.email,
      secondAuditorPhoneNumber: ZHOU.phone,
      secondAuditorEmail: ZHOU.email,
      secondAuditorCity: '上海',
    });
  });

  it('an own-car order: one approver (the first visible section), written to auditor; nobody empties it', () => {
    const payload = { auditor: { name: '', phoneNumber: '13912345678', email: '' }, contacts: { contacts: [{ phoneNumber: WANG.phone, email: '' }] } };
    const audit = { sections: [{ role: 'ownCostCenter' as const, visible: true, required: true, editable: true, because: [] }, { role: 'exco' as const, visible: true, required: true, editable: true, because: [] }] };
    const sections = approverSections(auditConfigFor(bundle, 5), audit, ownCarPeople(payload), true);
    expect(sections.map((s) => [s.role, s.validateType, s.defaultValue])).toEqual([['ownCostCenter', 2, 3]]);
    expect(ownCarRiders(payload)).toEqual([{ phone: WANG.phone, email: '' }]);
    expect(withOwnCarApprovers(payload, { ownCostCenter: LI }).auditor).toEqual({ phoneNumber: LI.phone, email: LI.email, name: LI.name });
    expect(withOwnCarApprovers(payload, {}).auditor).toEqual({ phoneNumber: '', email: '', name: '' });
  });
});

// Properties: whatever a body names, what is stored is a user of the enterprise, never the booker or a rider.
const phoneArb = fc.oneof(fc.constantFrom(...USERS.map((u) => u.phone)), fc.stringMatching(/^1\d{10}$/), fc.constant(''));
const emailArb = fc.oneof(fc.constantFrom(...USERS.map((u) => u.email)), fc.emailAddress(), fc.constant(''));
const nameArb = fc.oneof(fc.constantFrom(...USERS.map((u) => u.name)), fc.string({ maxLength: 6 }), fc.constant(''));
const enteredArb = fc.record({ name: nameArb, phone: phoneArb, email: emailArb });
const roleArb = fc.constantFrom<AuditRole>('userInput', 'costCenter', 'ownCostCenter', 'exco');
const sectionArb = fc.record({
  role: roleArb,
  required: fc.boolean(),
  validateType: fc.integer({ min: 0, max: 3 }),
  defaultValue: fc.integer({ min: 1, max: 3 }),
  entered: enteredArb,
});
const userArb = fc.constantFrom(...USERS);
const partiesArb = fc.record({ bookerId: userArb.map((u) => u.userId), riders: fc.array(fc.record({ phone: phoneArb, email: emailArb }), { maxLength: 3 }) });
const centreNames = ['研发中心', '市场部', '行政部'];
const candidatesArb = fc.record({
  users: fc.constant(USERS),
  costCentres: fc.tuple(userArb, userArb, userArb).map((approvers) => approvers.map((u, i) => ({ name: centreNames[i]!, approver: row(u) }))),
  costCentreNamed: fc.constantFrom('', ...centreNames, '不存在的部门'),
  reviewers: fc.array(userArb.map(row), { maxLength: 3 }),
  bookerApprover: fc.option(userArb.map(row), { nil: undefined }),
});

const samePerson = (a: { phone: string; email: string }, b: { phone: string; email: string }) =>
  (a.phone !== '' && a.phone === b.phone) || (a.email !== '' && a.email.toLowerCase() === b.email.toLowerCase());

describe('resolveApprovers (properties)', () => {
  it('every approver it answers is one of the enterprise’s users, as the server holds him, never the booker nor a rider', () => {
    fc.assert(
      fc.property(fc.array(sectionArb, { maxLength: 3 }), candidatesArb, partiesArb, (sections, candidates, parties) => {
        const result = resolveApprovers(sections, candidates, parties);
        if (!result.ok) return;
        for (const user of Object.values(result.approvers)) {
          expect(USERS).toContain(user);
          expect(user.userId).not.toBe(parties.bookerId);
          expect(parties.riders.some((r) => samePerson(r, user))).toBe(false);
        }
      }),
    );
  });

  it('a 审批人 entry naming the booker’s phone (any name, any e-mail) is always refused', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 3 }).filter((v) => v !== 1), nameArb, emailArb, (validateType, name, email) => {
        const result = resolveApprovers([section('userInput', person(name, WANG.phone, email), { validateType })], CANDIDATES, PARTIES);
        expect(result.ok).toBe(false);
      }),
    );
  });

  it('the e-mail sent beside a phone never reaches what is stored: the user of the phone is', () => {
    fc.assert(
      fc.property(fc.constantFrom(LI, ZHOU, WANG_LI), fc.emailAddress(), (user, forged) => {
        const result = resolveApprovers([section('userInput', person(user.name, user.phone, forged), { validateType: 3 })], CANDIDATES, PARTIES);
        expect(result).toEqual({ ok: true, approvers: { userInput: user } });
      }),
    );
  });

  it('a cost-centre section answers the named cost centre’s approver (any cost centre’s when none is named) or refuses: never anyone else', () => {
    fc.assert(
      fc.property(fc.constantFrom<AuditRole>('costCenter', 'ownCostCenter'), enteredArb, fc.integer({ min: 0, max: 3 }), candidatesArb, (role, entered, validateType, candidates) => {
        const result = resolveApprovers([section(role, entered, { validateType })], candidates, { bookerId: 'nobody', riders: [] });
        const allowed = candidates.costCentres.filter((c) => candidates.costCentreNamed === '' || c.name === candidates.costCentreNamed).map((c) => c.approver.phone);
        if (result.ok && result.approvers[role]) expect(allowed).toContain(result.approvers[role]?.phone);
      }),
    );
  });
});
