/**
 * Own-car orders (spec §7 "Own-car orders"), through the one order-routes factory (orders.ts):
 * what is particular to them is the stored approval flag and the detail and list shapes. They are
 * not priced.
 */
import { OWN_CAR, checkOwnCarOrderSchema, ownCarNotifications, regionTypeLabels, type OwnCarOrderPayload } from '../../../rules/index.ts';
import type { UserContext } from '../context.ts';
import { withResolvedApprovers } from '../order-approvers.ts';
import { judgeOwnCarOrder, type JudgedOrder } from '../order-judgement.ts';
import { ownCarOwnIdentity } from '../order-ownership.ts';
import { placedPayload, placeOwnCarOrder } from '../order-places.ts';
import { orderState } from '../order-access.ts';
import type { OrderRecord } from '../store/orders.ts';
import { endpoints, type OwnCarOrderAnswer, type OwnCarOrderSummary } from '../../shared/index.ts';
import { orderRoutes } from './orders.ts';

/**
 * Who books, their level and enterprise are the session's (order-ownership.ts); each address carries
 * its place's id and coordinates (order-places.ts); whether it needs approval is what the rules said;
 * the approver is the user the server resolved (order-approvers.ts).
 */
function storedPayload(ctx: UserContext, payload: OwnCarOrderPayload, { evaluation, approvers }: JudgedOrder): OwnCarOrderPayload {
  const placed = placedPayload(placeOwnCarOrder(ctx, payload));
  return { ...withResolvedApprovers(OWN_CAR, ownCarOwnIdentity(ctx, placed), approvers), isNeedAudit: evaluation.audit.visible };
}

/** The detail of spec §3: the payload with the approver also flat, and the order's state. */
function detailOf(order: OrderRecord, payload: OwnCarOrderPayload): OwnCarOrderAnswer {
  return {
    ...payload,
    auditorPhoneNumber: payload.auditor?.phoneNumber ?? '',
    auditorEmail: payload.auditor?.email ?? '',
    auditorName: payload.auditor?.name ?? '',
    ...orderState(order),
  };
}

/** One row of the list (and of the export, order-export.ts). */
export function ownCarOrderSummary(order: OrderRecord, payload: OwnCarOrderPayload): OwnCarOrderSummary {
  return {
    ...orderState(order),
    boardingTime: order.boardingTime,
    dropOffTime: payload.dropOffTime,
    tripType: payload.tripType,
    tripTypeName: regionTypeLabels[String(payload.tripType)] ?? '',
    carLicense: payload.carLicense,
    passengerName: payload.contacts.contacts[0]?.name ?? '',
    bookerName: payload.bookerName,
    boardingAddress: payload.boardingAddress.landmark || payload.boardingAddress.address,
    dropOffAddress: payload.dropOffAddress.landmark || payload.dropOffAddress.address,
    costCentre: payload.enterprise.costCenter,
  };
}

export const ownCarOrderRoutes = orderRoutes<OwnCarOrderPayload>({
  businessType: OWN_CAR,
  endpoints: {
    create: endpoints.ownOrder.create,
    update: endpoints.ownOrder.update,
    detail: endpoints.ownOrder.detail,
    list: endpoints.ownOrder.list,
    cancel: endpoints.ownOrder.cancel,
    canUpdate: endpoints.ownOrder.isCanUpdate,
  },
  checkPayload: checkOwnCarOrderSchema,
  judge: judgeOwnCarOrder,
  storedPayload,
  boardingTimeOf: (payload) => payload.boardingTime,
  specialConfigsOf: (payload) => payload.specialConfig,
  detailOf,
  summaryOf: ownCarOrderSummary,
  notificationsOf: ownCarNotifications,
});
