/**
 * An order as a booker reads it: label and value rows in Chinese, for the confirm step and the
 * detail view (issue 8 §3). Pure: built from the order form (the payload read back through
 * `readSpecialCarOrder` / `readOwnCarOrder`, or the form about to be submitted) and, when known,
 * the enterprise bundle, which names the special-config options and the special requirements.
 * Empty values are left out, so a row is always something the booker chose or was given.
 */
import ownCarFormSchema from '../../../schemas/own-car-form.schema.json' with { type: 'json' };
import specialCarFormSchema from '../../../schemas/special-car-form.schema.json' with { type: 'json' };
import {
  addressTypeLabels,
  auditConfigFor,
  SPECIAL_CAR,
  notificationOptionLabels,
  paymentTypeLabels,
  regionTypeLabels,
  serviceTypeLabels,
  specialConfigText,
} from '../../../rules/index.ts';
import type { EnterpriseBundle, OrderContact, OwnCarForm, SpecialCarForm, SpecialConfigEntry } from '../../../rules/index.ts';

export interface SummaryRow {
  label: string;
  value: string;
}

type Address = { addressType: number; city: string; landmark: string; address: string };

const label = (labels: Readonly<Record<string, string>>, value: number | null | undefined) =>
  value == null ? '' : (labels[String(value)] ?? String(value));

/** `上海 · 机场 · 上海虹桥国际机场（申长路）` */
function addressText(address: Address, extra: string[] = []): string {
  const place = [address.landmark, address.address && address.address !== address.landmark ? `（${address.address}）` : ''].join('');
  return [address.city, label(addressTypeLabels, address.addressType), place, ...extra].filter((part) => part !== '').join(' · ');
}

const person = (name: string, phone: string, email = '') =>
  [name, phone ? `（${phone}）` : '', email ? ` ${email}` : ''].join('').trim();

const people = (list: readonly OrderContact[]) => list.map((c) => person(c.name, c.phoneNumber, c.email)).filter(Boolean).join('；');

function requirementNames(ids: readonly number[], bundle: EnterpriseBundle | undefined): string {
  return ids.map((id) => bundle?.specialRequirements?.find((r) => r.id === id)?.name ?? `#${id}`).join('、');
}

const specialRows = (entries: readonly SpecialConfigEntry[], bundle: EnterpriseBundle | undefined): SummaryRow[] =>
  entries.map((entry) => ({ label: entry.name || `字段 ${entry.id}`, value: specialConfigText(entry, bundle) }));

/**
 * A row of one form field is labelled as the form labels it (issue 22 §2 "one name for one field on the form, the
 * confirm step and the detail"): by the form schema's title, declared once there. Rows that join several fields (乘车人
 * = name, phone, e-mail) keep the name of the person they show.
 */
const specialTitle = (field: keyof typeof specialCarFormSchema.properties) => specialCarFormSchema.properties[field].title;
const ownTitle = (field: keyof typeof ownCarFormSchema.properties) => ownCarFormSchema.properties[field].title;

/** The audit comment is labelled by the enterprise's `commentName` when it names one (D3), as the form labels it. */
const commentTitle = (bundle: EnterpriseBundle | undefined) =>
  (bundle && auditConfigFor(bundle, SPECIAL_CAR)?.commentName) || specialTitle('justification');

const yes = (flag: boolean) => (flag ? '是' : '');

/** The letter of commitment row's value when the booker agreed to it. */
export const LETTER_AGREED = '已阅读并同意';

const present = (rows: SummaryRow[]) => rows.filter((row) => row.value.trim() !== '');

/**
 * The rows of a special-car order.
 *
 * @example specialCarSummary(form)[0] // { label: '服务类型', value: '接机' }
 */
export function specialCarSummary(form: SpecialCarForm, bundle?: EnterpriseBundle, carLevelName?: string): SummaryRow[] {
  return present([
    { label: specialTitle('tripType'), value: label(serviceTypeLabels, form.tripType) },
    { label: specialTitle('travelDateTime'), value: form.travelDateTime },
    { label: specialTitle('pickUp'), value: addressText(form.pickUp, form.pickUp.flightNumber ? [`航班 ${form.pickUp.flightNumber}`] : []) },
    { label: specialTitle('additionStopsList'), value: form.additionStopsList.map((s) => [s.city, s.name || s.landMark || s.address, s.arrivalTime].filter(Boolean).join(' ')).join('；') },
    { label: specialTitle('destination'), value: addressText(form.destination, form.destination.flightNumber ? [`航班 ${form.destination.flightNumber}`] : []) },
    { label: specialTitle('isMeetGreet'), value: yes(form.isMeetGreet) },
    { label: specialTitle('firstCarType'), value: carLevelName ?? (form.firstCarType === null ? '' : `车型等级 ${form.firstCarType}`) },
    { label: '乘车人', value: person(form.passName, form.passPhone, form.passEmail) },
    { label: specialTitle('passList'), value: people(form.passList) },
    { label: specialTitle('trainStaff'), value: String(form.trainStaff) },
    { label: '预订人', value: person(form.bookerName, form.bookerPhone, form.bookerEmail) },
    { label: specialTitle('paymentType'), value: label(paymentTypeLabels, form.paymentType) },
    { label: specialTitle('ECardAmount'), value: form.ECardAmount > 0 ? `¥${form.ECardAmount}` : '' },
    { label: specialTitle('isAgreeLetterOfCommitment'), value: form.isAgreeLetterOfCommitment === true ? LETTER_AGREED : '' },
    { label: '审批人', value: person(form.approverName, form.approverPhone, form.approverEmail) },
    { label: specialTitle('costCentre'), value: form.costCentre },
    { label: commentTitle(bundle), value: form.justification },
    ...specialRows(form.specialConfigList, bundle),
    { label: specialTitle('baggage'), value: requirementNames(form.baggage, bundle) },
    { label: specialTitle('specialRequirements'), value: requirementNames(form.specialRequirements, bundle) },
    { label: specialTitle('sms'), value: form.sms.map((o) => label(notificationOptionLabels, o)).join('、') },
    { label: specialTitle('mileage'), value: form.mileage > 0 ? `${form.mileage} 公里` : '' },
    { label: specialTitle('time'), value: form.time > 0 ? `${form.time} 分钟` : '' },
  ]);
}

/**
 * The rows of an own-car order.
 *
 * @example ownCarSummary(form)[0] // { label: ownTitle('tripType'), value: '同城' }
 */
export function ownCarSummary(form: OwnCarForm, bundle?: EnterpriseBundle): SummaryRow[] {
  return present([
    { label: ownTitle('tripType'), value: label(regionTypeLabels, form.tripType) },
    { label: ownTitle('fromTime'), value: form.fromTime },
    { label: ownTitle('toTime'), value: form.toTime },
    { label: '提前用车', value: form.beforeAllow > 0 ? `${form.beforeAllow} 分钟` : '' },
    { label: '延后用车', value: form.afterAllow > 0 ? `${form.afterAllow} 分钟` : '' },
    { label: ownTitle('pickUp'), value: addressText(form.pickUp, form.pickUp.airline ? [`航班 ${form.pickUp.airline}`] : []) },
    { label: ownTitle('additionStopsList'), value: form.additionStopsList.map((s) => [s.city, s.name || s.address, s.stopTime].filter(Boolean).join(' ')).join('；') },
    { label: ownTitle('destination'), value: addressText(form.destination, form.destination.airline ? [`航班 ${form.destination.airline}`] : []) },
    { label: '车辆', value: form.carLicense },
    { label: '乘车人', value: person(form.passName, form.passPhone, form.passEmail) },
    { label: ownTitle('passList'), value: people(form.passList) },
    { label: ownTitle('passNo'), value: String(form.passNo) },
    { label: ownTitle('contactPhone'), value: form.contactPhone },
    { label: '预订人', value: person(form.bookerName, form.bookerPhone, form.bookerEmail) },
    { label: ownTitle('costCentre'), value: form.costCentre },
    { label: ownTitle('costCentreOwner'), value: form.costCentreOwner },
    { label: '审批人', value: person(form.auditor.name, form.auditor.phoneNumber, form.auditor.email) },
    ...specialRows(form.specialConfig, bundle),
    { label: ownTitle('sms'), value: form.sms.map((o) => label(notificationOptionLabels, o)).join('、') },
    { label: '固定用车', value: form.isFixedTime ? `至 ${form.fixedEndTime}，星期${form.weekdays.join('、')}` : '' },
    { label: ownTitle('comments'), value: form.comments },
  ]);
}
