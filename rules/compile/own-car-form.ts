/**
 * The own-car booking form (spec §3 "Own-car booking form", issue 8 §1): from and to time with
 * the before/after allowances, trip (region) type, addresses by type, stops, meet and greet, the
 * car and licence, passengers, cost centre and owner, the approver, comments, the special-config
 * section, the SMS/e-mail choices and the fixed-days booking. Built from
 * schemas/own-car-form.schema.json; what the form does not draw (the chosen car's type and
 * enterprise, which the car choice sets) stays in the data untouched.
 */
import { NotificationOption, OWN_CAR } from '../model/constants.ts';
import type { EnterpriseBundle } from '../model/bundle.ts';
import { auditCommentEntry, auditCommentKey, auditEntries } from './audit-section.ts';
import { baseProperty, ownCarFormProperties } from './base-schema.ts';
import { addressPart, contactsPart, costCentreOwnerPart, dateTimePart, notificationsPart, stopsPart, tripTypePart } from './booking-fields.ts';
import { choicesOf, labelledOneOf } from './choices.ts';
import type { CompileFacts } from './compile-facts.ts';
import { FormField, FormWidget, type CompiledForm, type JsonSchema, type UiSchema } from './contract.ts';
import { FormBuilder } from './form-builder.ts';
import { specialConfigSection } from './special-config-section.ts';

export const OWN_CAR_FORM_TITLE = '自有车预订';

/**
 * The fields of the own-car wizard's first step, 行程 (spec §3 "Own-car flow state": times, region
 * type, addresses; the stops and the meet and greet go with the addresses). Step 3, 车辆信息, asks
 * the rest, so no field is asked twice (issue 22 §2 "step 3 does not repeat step 1"); the trip
 * step's gate (`tripBlockers`, rules/step/blockers.ts) refuses on these fields alone.
 */
export const OWN_CAR_TRIP_FIELDS = ['tripType', 'fromTime', 'beforeAllow', 'toTime', 'afterAllow', 'pickUp', 'destination', 'isStop', 'additionStopsList', 'isMeetGreet'] as const;

/** The own-car wizard's steps that draw the compiled form. */
export type OwnCarFormStep = 'trip' | 'carMessage';

const onTripStep = (key: string) => (OWN_CAR_TRIP_FIELDS as readonly string[]).includes(key);

/**
 * Whether a JSON Pointer of the own-car form is on the wizard's first step (a field of
 * `OWN_CAR_TRIP_FIELDS`, or inside one).
 *
 * @example onOwnCarTripStep('/pickUp/city') // true
 * @example onOwnCarTripStep('/specialConfig/103') // false
 */
export function onOwnCarTripStep(pointer: string): boolean {
  return onTripStep(pointer.split('/')[1] ?? '');
}
const stepForms = new WeakMap<CompiledForm, Partial<Record<OwnCarFormStep, CompiledForm>>>();

/**
 * The compiled own-car form as one step of the wizard draws it: 行程 the trip fields
 * (`OWN_CAR_TRIP_FIELDS`), 车辆信息 every other one; the fields of the other step stay in the
 * form, hidden (`ui:widget: hidden`), so their data and errors are kept and the step's blockers
 * still see them. One result per compiled form and step (the page draws it on every change).
 *
 * @example ownCarStepForm(form, 'carMessage').uiSchema.fromTime // { 'ui:widget': 'hidden' }
 */
export function ownCarStepForm(form: CompiledForm, step: OwnCarFormStep): CompiledForm {
  const kept = stepForms.get(form) ?? {};
  const hit = kept[step];
  if (hit) return hit;
  const ui: Record<string, unknown> = { ...form.uiSchema };
  for (const key of Object.keys((form.schema.properties ?? {}) as Record<string, unknown>)) {
    if (onTripStep(key) === (step === 'trip')) continue;
    ui[key] = { ...(ui[key] as Record<string, unknown> | undefined), 'ui:widget': 'hidden' };
  }
  const drawn = { ...form, uiSchema: ui };
  stepForms.set(form, { ...kept, [step]: drawn });
  return drawn;
}

/** The own-car notification options (spec §9 values 4 to 9, the order's `other` flags). */
const OWN_CAR_NOTIFICATIONS = [
  NotificationOption.SMS_TO_PASSENGER_SWITCH,
  NotificationOption.EMAIL_TO_PASSENGER,
  NotificationOption.SMS_TO_DRIVER,
  NotificationOption.EMAIL_TO_DRIVER,
  NotificationOption.SMS_TO_BOOKER,
  NotificationOption.EMAIL_TO_BOOKER,
].map((o) => o.value);

/** ISO weekdays 1 (Monday) to 7 (Sunday), as a fixed-days booking offers them (D7: weeks start on Monday). */
const WEEKDAY_LABELS: Readonly<Record<string, string>> = {
  '1': '周一',
  '2': '周二',
  '3': '周三',
  '4': '周四',
  '5': '周五',
  '6': '周六',
  '7': '周日',
};

const PEOPLE = ['bookerName', 'bookerPhone', 'bookerEmail', 'passName', 'passPhone', 'passEmail'] as const;

/** Compiles the own-car booking form of a bundle for some facts (`compileForm` memoises it). */
export function ownCarForm(bundle: EnterpriseBundle, facts: CompileFacts): { schema: JsonSchema; uiSchema: UiSchema } {
  const booking = facts.booking;
  // A programmer error: compileFacts gives booking facts for the booking forms.
  if (!booking) throw new Error('ownCarForm: the facts have no booking part');
  const base = ownCarFormProperties();
  const p = (name: string) => baseProperty(base, name);
  const form = new FormBuilder();
  const add = (key: string, part: { schema: JsonSchema; ui: Record<string, unknown> } | null, required = false) => {
    if (part) form.add(key, part.schema, part.ui, required);
  };

  add('tripType', tripTypePart(p('tripType'), OWN_CAR, booking), true);
  add('fromTime', dateTimePart(p('fromTime')), true);
  add('beforeAllow', { schema: p('beforeAllow'), ui: {} });
  add('toTime', dateTimePart(p('toTime')), true);
  add('afterAllow', { schema: p('afterAllow'), ui: {} });
  add('pickUp', addressPart(p('pickUp'), 'pickUp', booking), true);
  add('destination', addressPart(p('destination'), 'destination', booking), true);
  add('isStop', { schema: p('isStop'), ui: {} });
  add('additionStopsList', stopsPart(p('additionStopsList'), booking));
  add('isMeetGreet', { schema: p('isMeetGreet'), ui: {} });
  add('carLicense', { schema: p('carLicense'), ui: { 'ui:field': FormField.OWN_CAR } });
  for (const name of PEOPLE) add(name, { schema: p(name), ui: {} });
  add('passList', contactsPart(p('passList')));
  add('contactPhone', { schema: p('contactPhone'), ui: {} });
  add('passNo', { schema: p('passNo'), ui: {} });
  add('costCentre', { schema: p('costCentre'), ui: { 'ui:widget': FormWidget.COST_CENTRE } });
  const approvers = auditEntries(bundle, OWN_CAR, facts.audit);
  add('costCentreOwner', costCentreOwnerPart(p('costCentreOwner'), approvers));
  for (const entry of approvers) add(entry.key, entry, entry.required);
  const comment = auditCommentKey(OWN_CAR);
  add(comment, facts.audit.comment ? auditCommentEntry(facts.audit.comment, p(comment)) : { schema: p(comment), ui: { 'ui:widget': 'textarea' } });
  const section = specialConfigSection(bundle, facts.special);
  if (Object.keys(section.schema.properties as object).length > 0) add('specialConfig', { schema: section.schema, ui: section.uiSchema });
  add('sms', notificationsPart(p('sms'), OWN_CAR_NOTIFICATIONS));
  add('isFixedTime', { schema: p('isFixedTime'), ui: {} });
  add('fixedEndTime', { schema: p('fixedEndTime'), ui: {} });
  const weekdays = choicesOf(Object.keys(WEEKDAY_LABELS).map(Number), WEEKDAY_LABELS);
  const weekdaysBase = p('weekdays');
  add('weekdays', {
    schema: { type: 'array', title: weekdaysBase.title, uniqueItems: true, items: { type: 'integer', ...labelledOneOf(weekdays) } },
    ui: { 'ui:widget': 'checkboxes', 'ui:options': { inline: true } },
  });
  return form.build(OWN_CAR_FORM_TITLE);
}
