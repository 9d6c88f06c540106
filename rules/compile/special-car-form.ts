/**
 * The special-car booking form (spec §3 "Special-car booking form", §2, issue 8 §1): trip type,
 * travel time, pickup and destination by address type, stops, meet and greet, car-type level,
 * passengers and contacts, cost centre, the approver sections, payment, the special-config
 * section, special requirements with baggage 50/51/52, notifications. Built from
 * schemas/special-car-form.schema.json; what the form does not draw (price result, gift cards,
 * credit card, coordinates) stays in the data untouched.
 */
import { isSpecialEnterprise } from '../orders/special-cost-centre.ts';
import { NotificationOption, PaymentType, SPECIAL_CAR } from '../model/constants.ts';
import type { EnterpriseBundle } from '../model/bundle.ts';
import { auditCommentEntry, auditCommentKey, auditEntries } from './audit-section.ts';
import { baseProperty, specialCarFormProperties } from './base-schema.ts';
import {
  addressPart,
  baggagePart,
  carLevelPart,
  contactsPart,
  costCentreOwnerPart,
  creditCardPart,
  dateTimePart,
  giftCardsPart,
  letterOfCommitmentPart,
  specialCostCentrePart,
  notificationsPart,
  paymentPart,
  requirementsPart,
  stopsPart,
  tripTypePart,
} from './booking-fields.ts';
import type { CompileFacts } from './compile-facts.ts';
import { FormWidget, type JsonSchema, type UiSchema } from './contract.ts';
import { FormBuilder } from './form-builder.ts';
import { specialConfigSection } from './special-config-section.ts';

export const SPECIAL_CAR_FORM_TITLE = '专车预订';

/** The special-car notification options (spec §9 values 1 and 2, the order's two message flags). */
const SPECIAL_CAR_NOTIFICATIONS = [NotificationOption.SMS_TO_BOOKER_LEGACY.value, NotificationOption.SMS_TO_PASSENGER_LEGACY.value];

/** Plain text properties drawn by the theme, in display order. */
const PEOPLE = ['bookerName', 'bookerPhone', 'bookerEmail', 'passName', 'passPhone', 'passEmail', 'passEmployeeId'] as const;

/** Compiles the special-car booking form of a bundle for some facts (`compileForm` memoises it). */
export function specialCarForm(bundle: EnterpriseBundle, facts: CompileFacts): { schema: JsonSchema; uiSchema: UiSchema } {
  const booking = facts.booking;
  // A programmer error: compileFacts gives booking facts for the booking forms.
  if (!booking) throw new Error('specialCarForm: the facts have no booking part');
  const base = specialCarFormProperties();
  const p = (name: string) => baseProperty(base, name);
  const form = new FormBuilder();
  const add = (key: string, part: { schema: JsonSchema; ui: Record<string, unknown> } | null, required = false) => {
    if (part) form.add(key, part.schema, part.ui, required);
  };

  add('tripType', tripTypePart(p('tripType'), SPECIAL_CAR, booking), true);
  add('travelDateTime', dateTimePart(p('travelDateTime')), true);
  add('pickUp', addressPart(p('pickUp'), 'pickUp', booking), true);
  add('destination', addressPart(p('destination'), 'destination', booking), true);
  add('isStop', { schema: p('isStop'), ui: {} });
  add('additionStopsList', stopsPart(p('additionStopsList'), booking));
  add('isMeetGreet', { schema: p('isMeetGreet'), ui: {} });
  add('firstCarType', carLevelPart(p('firstCarType'), booking), true);
  add('trainStaff', { schema: p('trainStaff'), ui: {} });
  for (const name of PEOPLE) add(name, { schema: p(name), ui: {} });
  add('passList', contactsPart(p('passList')));
  add('costCentre', { schema: p('costCentre'), ui: { 'ui:widget': FormWidget.COST_CENTRE } });
  // The special enterprise's three-part cost centre (spec §6, D8): its business unit and department too.
  if (isSpecialEnterprise(bundle.enterpriseId)) add('specialCostCentre', specialCostCentrePart());
  const approvers = auditEntries(bundle, SPECIAL_CAR, facts.audit);
  add('costCentreOwner', costCentreOwnerPart(p('costCentreOwner'), approvers));
  for (const entry of approvers) add(entry.key, entry, entry.required);
  const comment = auditCommentKey(SPECIAL_CAR);
  add(comment, facts.audit.comment ? auditCommentEntry(facts.audit.comment, p(comment)) : { schema: p(comment), ui: { 'ui:widget': 'textarea' } });
  add('paymentType', paymentPart(p('paymentType'), booking), true);
  // Paying by credit card asks which of the booker's cards (spec §3 creditCard).
  if (booking.payment.selected === PaymentType.CREDIT_CARD.value) add('creditCard', creditCardPart(p('creditCard')), true);
  // Paying by gift e-card asks which of the booker's cards (spec §3 ECardList).
  if (booking.payment.selected === PaymentType.GIFT_CARD.value) add('ECardList', giftCardsPart(p('ECardList')), true);
  // Paying by 挂账 asks the booker to agree to the enterprise's letter of commitment, when it has one (compile facts' `letter`).
  if (booking.letter) add('isAgreeLetterOfCommitment', letterOfCommitmentPart(p('isAgreeLetterOfCommitment'), booking.letter), true);
  const section = specialConfigSection(bundle, facts.special);
  if (Object.keys(section.schema.properties as object).length > 0) add('specialConfig', { schema: section.schema, ui: section.uiSchema });
  add('specialRequirements', requirementsPart(p('specialRequirements'), bundle));
  add('baggage', baggagePart(p('baggage'), bundle));
  add('sms', notificationsPart(p('sms'), SPECIAL_CAR_NOTIFICATIONS));
  return form.build(SPECIAL_CAR_FORM_TITLE);
}
