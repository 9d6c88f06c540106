/**
 * An order as a booker reads it: label and value rows in Chinese, for the confirm step and the
 * detail view (issue 8 §3). Pure: built from the order form (the payload read back through
 * `readSpecialCarOrder` / `readOwnCarOrder`, or the form about to be submitted) and, when known,
 * the enterprise bundle, which names the special-config options and the special requirements.
 * Empty values are left out, so a row is always something the booker chose or was given.
 */
import {
  addressTypeLabels,
  notificationOptionLabels,
  paymentTypeLabels,
  regionTypeLabels,
  serviceTypeLabels,
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

/** A special-config value in words: option contents for choices, the text otherwise. */
function specialValue(entry: SpecialConfigEntry, bundle: EnterpriseBundle | undefined): string {
  const options = bundle?.specialFields?.find((f) => f.specialId === entry.id)?.showTypeConfigInfo ?? [];
  const optionText = (id: number) => options.find((o) => o.optionId === id)?.optionContent ?? String(id);
  if (entry.value === null) return '';
  if (Array.isArray(entry.value)) return entry.value.map(optionText).join('、');
  if (typeof entry.value === 'number') return optionText(entry.value);
  return entry.value;
}

function requirementNames(ids: readonly number[], bundle: EnterpriseBundle | undefined): string {
  return ids.map((id) => bundle?.specialRequirements?.find((r) => r.id === id)?.name ?? `#${id}`).join('、');
}

const specialRows = (entries: readonly SpecialConfigEntry[], bundle: EnterpriseBundle | undefined): SummaryRow[] =>
  entries.map((entry) => ({ label: entry.name || `字段 ${entry.id}`, value: specialValue(entry, bundle) }));

const yes = (flag: boolean) => (flag ? '是' : '');

const present = (rows: SummaryRow[]) => rows.filter((row) => row.value.trim() !== '');

/**
 * The rows of a special-car order.
 *
 * @example specialCarSummary(form)[0] // { label: '服务类型', value: '接机' }
 */
export function specialCarSummary(form: SpecialCarForm, bundle?: EnterpriseBundle, carLevelName?: string): SummaryRow[] {
  return present([
    { label: '服务类型', value: label(serviceTypeLabels, form.tripType) },
    { label: '用车时间', value: form.travelDateTime },
    { label: '上车地点', value: addressText(form.pickUp, form.pickUp.flightNumber ? [`航班 ${form.pickUp.flightNumber}`] : []) },
    { label: '途经地点', value: form.additionStopsList.map((s) => [s.city, s.name || s.landMark || s.address, s.arrivalTime].filter(Boolean).join(' ')).join('；') },
    { label: '下车地点', value: addressText(form.destination, form.destination.flightNumber ? [`航班 ${form.destination.flightNumber}`] : []) },
    { label: '举牌接机', value: yes(form.isMeetGreet) },
    { label: '车型', value: carLevelName ?? (form.firstCarType === null ? '' : `车型等级 ${form.firstCarType}`) },
    { label: '乘车人', value: person(form.passName, form.passPhone, form.passEmail) },
    { label: '同行人', value: people(form.passList) },
    { label: '乘车人数', value: String(form.trainStaff) },
    { label: '预订人', value: person(form.bookerName, form.bookerPhone, form.bookerEmail) },
    { label: '支付方式', value: label(paymentTypeLabels, form.paymentType) },
    { label: '审批人', value: person(form.approverName, form.approverPhone, form.approverEmail) },
    { label: '成本中心', value: form.costCentre },
    { label: '出行事由', value: form.justification },
    ...specialRows(form.specialConfigList, bundle),
    { label: '行李', value: requirementNames(form.baggage, bundle) },
    { label: '特殊要求', value: requirementNames(form.specialRequirements, bundle) },
    { label: '短信通知', value: form.sms.map((o) => label(notificationOptionLabels, o)).join('、') },
    { label: '预估里程', value: form.mileage > 0 ? `${form.mileage} 公里` : '' },
    { label: '预估时长', value: form.time > 0 ? `${form.time} 分钟` : '' },
  ]);
}

/**
 * The rows of an own-car order.
 *
 * @example ownCarSummary(form)[0] // { label: '区域类型', value: '同城' }
 */
export function ownCarSummary(form: OwnCarForm, bundle?: EnterpriseBundle): SummaryRow[] {
  return present([
    { label: '区域类型', value: label(regionTypeLabels, form.tripType) },
    { label: '开始时间', value: form.fromTime },
    { label: '结束时间', value: form.toTime },
    { label: '提前用车', value: form.beforeAllow > 0 ? `${form.beforeAllow} 分钟` : '' },
    { label: '延后用车', value: form.afterAllow > 0 ? `${form.afterAllow} 分钟` : '' },
    { label: '上车地点', value: addressText(form.pickUp, form.pickUp.airline ? [`航班 ${form.pickUp.airline}`] : []) },
    { label: '途经地点', value: form.additionStopsList.map((s) => [s.city, s.name || s.address, s.stopTime].filter(Boolean).join(' ')).join('；') },
    { label: '下车地点', value: addressText(form.destination, form.destination.airline ? [`航班 ${form.destination.airline}`] : []) },
    { label: '车辆', value: form.carLicense },
    { label: '乘车人', value: person(form.passName, form.passPhone, form.passEmail) },
    { label: '同行人', value: people(form.passList) },
    { label: '乘车人数', value: String(form.passNo) },
    { label: '联系电话', value: form.contactPhone },
    { label: '预订人', value: person(form.bookerName, form.bookerPhone, form.bookerEmail) },
    { label: '成本中心', value: form.costCentre },
    { label: '成本中心负责人', value: form.costCentreOwner },
    { label: '审批人', value: person(form.auditor.name, form.auditor.phoneNumber, form.auditor.email) },
    ...specialRows(form.specialConfig, bundle),
    { label: '通知方式', value: form.sms.map((o) => label(notificationOptionLabels, o)).join('、') },
    { label: '固定用车', value: form.isFixedTime ? `至 ${form.fixedEndTime}，星期${form.weekdays.join('、')}` : '' },
    { label: '备注', value: form.comments },
  ]);
}
