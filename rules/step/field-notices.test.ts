import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { blankOwnCarData, booking, readySpecialCarData } from '../../tests/support/booking-flows.ts';
import { bookingStep } from './booking-step.ts';
import type { StepNotice } from './corrections.ts';
import { fieldNoticeMessages, keptFieldNotices, NO_FIELD_NOTICES, visibleFieldNotices, type FieldNotice } from './field-notices.ts';

const { bundle, context } = booking;
const PICTURE = 'https://img.example/price.png';
const specialOpened = () => bookingStep(bundle, context, { kind: 'special-car', from: 'opened' }, readySpecialCarData());

describe('the corrections a booker is told of under the field (issue 22 §1 notices; docs/rules.md "Notices")', () => {
  it('D5: a price picture leaves one payment type: 支付方式已改为信用卡 under 付款方式, kept until the booker changes the payment type', () => {
    const halfDay = bookingStep(bundle, context, specialOpened(), { ...specialOpened().data, tripType: 7, paymentType: 20 });
    expect(halfDay.fieldNotices).toEqual([]);
    // The picture arrives: the same data under a new context.
    const pictured = bookingStep(bundle, { ...context, picturePriceUrl: PICTURE }, halfDay, halfDay.data);
    expect(pictured.data.paymentType).toBe(2);
    expect(fieldNoticeMessages(pictured.fieldNotices)).toEqual({ '/paymentType': '支付方式已改为信用卡' });
    // Another edit elsewhere keeps it (the very same list).
    const typed = bookingStep(bundle, { ...context, picturePriceUrl: PICTURE }, pictured, { ...pictured.data, passName: '韩梅梅' });
    expect(typed.fieldNotices).toBe(pictured.fieldNotices);
    // Back to 接机 (no picture), the booker chooses the payment type: it goes.
    const pickUp = bookingStep(bundle, context, typed, { ...typed.data, tripType: 5 });
    expect(fieldNoticeMessages(pickUp.fieldNotices)).toEqual({ '/paymentType': '支付方式已改为信用卡' });
    const chosen = bookingStep(bundle, context, pickUp, { ...pickUp.data, paymentType: 20 });
    expect(chosen.fieldNotices).toEqual([]);
  });

  it('D3: 企业账户余额 on 异地单程 shows the approver section prefilled: 审批人已按所选条件重新填写 once, under the section', () => {
    const intercity = bookingStep(bundle, context, specialOpened(), { ...specialOpened().data, tripType: 3 });
    const account = bookingStep(bundle, context, intercity, { ...intercity.data, paymentType: 24 });
    expect(account.data.approver).toMatchObject({ name: '李建华', phoneNumber: '13912345678' });
    // Two fields were filled (the step's notices); the booker reads one sentence.
    expect(account.notices.map((n) => n.path)).toEqual(['/approver/name', '/approver/phoneNumber']);
    expect(account.fieldNotices).toEqual([{ code: 'audit.refreshed', path: '/approver', scope: '/approver', message: '审批人已按所选条件重新填写' }]);
    // The booker edits the approver's phone: the notice goes.
    const edited = bookingStep(bundle, context, account, { ...account.data, approver: { ...account.data.approver, phoneNumber: '13912345679' } });
    expect(edited.fieldNotices).toEqual([]);
  });

  it('D3 on the own car: a cost centre fills its approver, said under 审批人', () => {
    const opened = bookingStep(bundle, context, { kind: 'own-car', from: 'opened' }, blankOwnCarData());
    const chosen = bookingStep(bundle, context, opened, { ...opened.data, costCentre: '市场部' });
    expect(fieldNoticeMessages(chosen.fieldNotices)).toEqual({ '/auditor': '审批人已按所选条件重新填写' });
  });

  it('a section hidden again takes its notice with it', () => {
    const intercity = bookingStep(bundle, context, specialOpened(), { ...specialOpened().data, tripType: 3 });
    const account = bookingStep(bundle, context, intercity, { ...intercity.data, paymentType: 24 });
    const card = bookingStep(bundle, context, account, { ...account.data, paymentType: 2 });
    expect(card.form.fieldStates['/approver']?.visible).toBe(false);
    expect(card.fieldNotices).toEqual([]);
  });

  it('a booking that opens tells nothing, and a D6 reset is told by its reset only', () => {
    expect(specialOpened().fieldNotices).toEqual([]);
    const local = bookingStep(bundle, context, specialOpened(), { ...specialOpened().data, tripType: 1 });
    expect(local.notices.map((n) => n.code)).toEqual(['address.reset']);
    expect(local.fieldNotices).toEqual([]);
  });
});

describe('keptFieldNotices (fast-check)', () => {
  const pointer = fc.constantFrom('/paymentType', '/approver', '/approver/name', '/auditor/email', '/costCentre', '/pickUp/city', '/approverX');
  const notice = fc.record({
    code: fc.constantFrom<StepNotice['code']>('payment.forced', 'audit.refreshed', 'address.reset'),
    path: fc.constantFrom('/paymentType', '/approver/name', '/approver/email', '/auditor/phoneNumber', '/pickUp'),
    message: fc.constantFrom('支付方式已改为信用卡', '审批人已按所选条件重新填写'),
  });

  it('keeps no notice the edit touched, tells every new one once per scope, never a D6 reset', () => {
    fc.assert(
      fc.property(fc.array(notice, { maxLength: 4 }), fc.array(pointer, { maxLength: 3 }), fc.array(notice, { maxLength: 4 }), (first, changed, next) => {
        const before = keptFieldNotices(NO_FIELD_NOTICES, [], first);
        const after = keptFieldNotices(before, changed, next);
        const scopes = after.map((n) => n.scope);
        expect(new Set(scopes).size).toBe(scopes.length);
        expect(after.every((n) => n.code !== ('address.reset' as string))).toBe(true);
        for (const n of after) {
          const isNew = next.some((m) => m.code === n.code && (m.path === n.scope || m.path.startsWith(`${n.scope}/`)));
          if (!isNew) expect(changed.some((c) => c === n.scope || c.startsWith(`${n.scope}/`) || n.scope.startsWith(`${c}/`))).toBe(false);
        }
        for (const m of next) if (m.code !== 'address.reset') expect(after.some((n) => m.path === n.scope || m.path.startsWith(`${n.scope}/`))).toBe(true);
        // Nothing changed and nothing new: the same list (the form's context stays, no redraw).
        expect(keptFieldNotices(after, [], [])).toBe(after);
      }),
    );
  });

  it('visibleFieldNotices keeps the list itself when every field shows', () => {
    const shown: readonly FieldNotice[] = [{ code: 'payment.forced', path: '/paymentType', scope: '/paymentType', message: '支付方式已改为信用卡' }];
    const state = { visible: true, required: false, editable: true, because: [] };
    expect(visibleFieldNotices(shown, { '/paymentType': state })).toBe(shown);
    expect(visibleFieldNotices(shown, { '/paymentType': { ...state, visible: false } })).toEqual([]);
  });
});
