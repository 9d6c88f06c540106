/** Orders (spec §3, D9): form <-> payload <-> scenario, what a submitted order must have chosen, status and change, the special cost centre. */
export type { SpecialCostCentre } from './special-cost-centre.ts';
export { COST_CENTRE_NOT_THREE_PARTS, formatSpecialCostCentre, isSpecialEnterprise, parseSpecialCostCentre } from './special-cost-centre.ts';
export type { CostCentreFields, OrderContact, PeopleFields, SpecialConfigEntry, SpecialCostCentreChoice } from './order-form.ts';
export type {
  SpecialCarAddress,
  SpecialCarForm,
  SpecialCarOrderContext,
  SpecialCarOrderDetail,
  SpecialCarOrderPayload,
} from './special-car-order.ts';
export { airPortRemark, buildSpecialCarOrder, passengerLanguageType, readSpecialCarOrder } from './special-car-order.ts';
export type { OwnCarAddress, OwnCarForm, OwnCarOrderContext, OwnCarOrderDetail, OwnCarOrderPayload } from './own-car-order.ts';
export { buildOwnCarOrder, fixedEndDate, readOwnCarOrder } from './own-car-order.ts';
export { specialConfigText } from './special-config-text.ts';
export type { Booker, EstimateRequest, EstimateTripFields, LooseAddress, Offered } from './order-scenario.ts';
export { estimateScenario, ownCarScenario, scenarioAddress, specialCarScenario } from './order-scenario.ts';
export { CAR_LEVEL_NOT_OFFERED, checkSubmission, PAYMENT_NOT_OFFERED, SUBMIT_ERRORS, TRIP_TYPE_MISSING } from './order-submission.ts';
export {
  FINAL_ORDER_STATUSES,
  ORDER_TRANSITION_REFUSED,
  OrderStatus,
  orderEventAllowed,
  orderEvents,
  orderStatusAfter,
  orderStatusLabel,
  orderTransition,
  UPDATE_RESTARTS_APPROVAL,
  updateRestartsApproval,
} from './order-status.ts';
export type { OrderEvent, OrderEventType, OrderStatusValue } from './order-status.ts';
export type { ChangeableOrder } from './order-change.ts';
export { checkOrderChangeable, ORDER_NOT_CHANGEABLE } from './order-change.ts';
export type { OpenedBooking, OrderMode } from './order-copy.ts';
export { orderModeOf, ownCarBookingFor, specialCarBookingFor } from './order-copy.ts';
export type { OrderListFilter, OrderListQuery, OrderSortField, SortOrder } from './order-list-query.ts';
export { checkOrderListQuery, ORDER_DATES_REVERSED, ORDER_LIST_QUERY_SCHEMA, orderDatesIssue, OrderSort, orderListFilterForm, orderListQueryOf } from './order-list-query.ts';
export type { NotificationChannel, NotificationEvent, NotificationRecipient, PlannedNotification } from './order-notifications.ts';
export { NOTIFICATION_EVENT_LABELS, NOTIFICATION_RECIPIENT_LABELS, ownCarNotifications } from './order-notifications.ts';
