/** Orders (spec §3, D9): form <-> payload <-> scenario, the special cost centre. */
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
export type { Booker } from './order-scenario.ts';
export { ownCarScenario, scenarioAddress, specialCarScenario } from './order-scenario.ts';
