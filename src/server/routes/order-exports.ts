/**
 * The order exports and the own-car notification logs (issue 11 §1; spec §7 "export /CsOrder/Export",
 * "export /own/order/export", `/own/order/smsLog`, `/own/order/emailLog`).
 *
 * An export answers the .xlsx of every row of the list's current filter and sort (not just the page
 * shown), scoped as the list is (order-list-filter.ts), up to `EXPORT_ROW_CAP` rows (422 beyond).
 * A log answers what the server recorded for one order the user may see (404 otherwise).
 */
import { NOTIFICATION_EVENT_LABELS, NOTIFICATION_RECIPIENT_LABELS, OWN_CAR, SPECIAL_CAR } from '../../../rules/index.ts';
import { endpoints, type OrderNotificationLog, type OrderSummary } from '../../shared/index.ts';
import type { UserContext } from '../context.ts';
import { BusinessError } from '../messages.ts';
import { visibleOrder } from '../order-access.ts';
import { EXPORT_ROW_CAP, exportFileName, ordersWorkbook, XLSX_CONTENT_TYPE } from '../order-export.ts';
import { orderListFilter } from '../order-list-filter.ts';
import { apiRoutes } from '../protocol/api-routes.ts';
import { fileAnswer, ok, refusedWithStatus, type Answer, type FileAnswer } from '../protocol/envelope.ts';
import { listOrders, orderNotifications, type OrderBusinessType, type OrderRecord } from '../store/orders.ts';
import { ownCarOrderSummary } from './own-car-orders.ts';
import { specialCarOrderSummary } from './special-car-orders.ts';

const UNPROCESSABLE = 422;

async function exportOrders(
  ctx: UserContext,
  businessType: OrderBusinessType,
  summaryOf: (order: OrderRecord, payload: never) => OrderSummary,
): Promise<Answer<never> | FileAnswer> {
  // One row past the cap tells a too-large export from one exactly at it.
  const page = listOrders(ctx.deps.db, { ...orderListFilter(ctx, businessType), pageIndex: 1, pageSize: EXPORT_ROW_CAP });
  if (page.total > EXPORT_ROW_CAP) {
    ctx.deps.log(`[${UNPROCESSABLE}] order export refused: ${page.total} rows over the cap of ${EXPORT_ROW_CAP} / 导出超过上限`);
    return refusedWithStatus(UNPROCESSABLE, BusinessError.EXPORT_TOO_LARGE);
  }
  const summaries = page.items.map((order) => summaryOf(order, order.payload as never));
  const bytes = await ordersWorkbook(businessType, summaries);
  return fileAnswer(exportFileName(businessType, ctx.deps.now()), XLSX_CONTENT_TYPE, bytes);
}

function notificationLog(ctx: UserContext, channel: 'sms' | 'email'): OrderNotificationLog[] {
  const order = visibleOrder(ctx, OWN_CAR);
  return orderNotifications(ctx.deps.db, order.orderId, channel).map((n) => ({
    ...n,
    eventName: NOTIFICATION_EVENT_LABELS[n.event],
    recipientName: NOTIFICATION_RECIPIENT_LABELS[n.recipient],
  }));
}

export const orderExportRoutes = apiRoutes([
  { endpoint: endpoints.csOrder.export, handle: (ctx) => exportOrders(ctx, SPECIAL_CAR, specialCarOrderSummary) },
  { endpoint: endpoints.ownOrder.export, handle: (ctx) => exportOrders(ctx, OWN_CAR, ownCarOrderSummary) },
  { endpoint: endpoints.ownOrder.smsLog, handle: (ctx) => ok(notificationLog(ctx, 'sms')) },
  { endpoint: endpoints.ownOrder.emailLog, handle: (ctx) => ok(notificationLog(ctx, 'email')) },
]);
