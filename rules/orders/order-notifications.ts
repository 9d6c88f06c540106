/**
 * Which SMS and e-mails an own-car order sends when it is created, updated or cancelled (issue 11 §1):
 * one for each of the order's six message flags (spec §3 `other`, the notification options of spec
 * §9) that is set, to the booker, the (first) passenger or the driver. The specification names the
 * flags and the log calls (`/own/order/smsLog`, `emailLog`) but not the texts; these are the
 * portal's (docs/orders.md "SMS and e-mail logs"). The reference server records them instead of sending.
 */
import type { OwnCarOrderPayload } from './own-car-order.ts';

export type NotificationChannel = 'sms' | 'email';
/** `approver`: the approval SMS of the waiting step (the server's, docs/approvals.md "Approval messages"), not an order flag's. */
export type NotificationRecipient = 'booker' | 'passenger' | 'driver' | 'approver';
/** `audit`: an approval SMS sent again (发送审批短信) or to the next step when the chain moves on. */
export type NotificationEvent = 'create' | 'update' | 'cancel' | 'audit';

/** One message an order's event sends. `address` is '' when the order names none (the driver before one is assigned). */
export interface PlannedNotification {
  channel: NotificationChannel;
  recipient: NotificationRecipient;
  address: string;
  content: string;
}

/** The Chinese names of an event, a recipient and a channel. */
export const NOTIFICATION_EVENT_LABELS: Readonly<Record<NotificationEvent, string>> = { create: '已提交', update: '已修改', cancel: '已取消', audit: '审批提醒' };
export const NOTIFICATION_RECIPIENT_LABELS: Readonly<Record<NotificationRecipient, string>> = { booker: '预订人', passenger: '乘车人', driver: '司机', approver: '审批人' };

/** Each flag of `other`, by channel and recipient, in the order the messages go out. */
const FLAGS: readonly { flag: keyof Omit<OwnCarOrderPayload['other'], 'remark'>; channel: NotificationChannel; recipient: NotificationRecipient }[] = [
  { flag: 'isSendMessageToBooker', channel: 'sms', recipient: 'booker' },
  { flag: 'isSendEmailToBooker', channel: 'email', recipient: 'booker' },
  { flag: 'isSendMessageToPassenger', channel: 'sms', recipient: 'passenger' },
  { flag: 'isSendEmailToPassenger', channel: 'email', recipient: 'passenger' },
  { flag: 'isSendMessageToDriver', channel: 'sms', recipient: 'driver' },
  { flag: 'isSendEmailToDriver', channel: 'email', recipient: 'driver' },
];

function addressOf(payload: OwnCarOrderPayload, channel: NotificationChannel, recipient: NotificationRecipient): string {
  if (recipient === 'booker') return channel === 'sms' ? payload.bookerPhoneNumber : payload.bookerEmail;
  if (recipient === 'passenger') {
    const passenger = payload.contacts.contacts[0];
    return (channel === 'sms' ? passenger?.phoneNumber : passenger?.email) ?? '';
  }
  return '';
}

/**
 * The messages `event` sends for an own-car order: one per set flag, none when no flag is set.
 *
 * @example ownCarNotifications(payload /* other.isSendMessageToBooker only *\/, 'OC20261123000001', 'cancel')
 * // [{ channel: 'sms', recipient: 'booker', address: '13800000001',
 * //    content: '【企业用车】您的自有车订单 OC20261123000001 已取消。用车时间 2026-11-25 10:00，车辆 沪A·D1234。' }]
 */
export function ownCarNotifications(payload: OwnCarOrderPayload, orderId: string, event: NotificationEvent): PlannedNotification[] {
  const content = `【企业用车】您的自有车订单 ${orderId} ${NOTIFICATION_EVENT_LABELS[event]}。用车时间 ${payload.boardingTime}，车辆 ${payload.carLicense}。`;
  return FLAGS.filter(({ flag }) => payload.other[flag]).map(({ channel, recipient }) => ({
    channel,
    recipient,
    address: addressOf(payload, channel, recipient),
    content,
  }));
}
