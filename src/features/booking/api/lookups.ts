/**
 * The lookups a booking form reads (spec §3 "Other client state", §7), as query options over the
 * transport. Every lookup that depends on the city carries the city in its query, and so in its
 * key: choosing another city asks again (spec §4 "Cost-centre, reviewer, company-address,
 * frequent-address and airport lookups refresh when city or flag changes"). The client's cache
 * time is 0 (spec §7), so nothing stale outlives the page.
 */
import { endpointQuery } from '../../../lib/query-client.ts';
import { endpoints } from '../../../shared/index.ts';
import type { Transport } from '../../../transport/index.ts';

/**
 * Query options of every lookup, by name. Each is an `endpointQuery`, so its key names the
 * endpoint and the query (the city among it).
 *
 * @example useQuery(bookingLookups(transport).reviewers('上海'))
 */
export function bookingLookups(transport: Transport) {
  return {
    cities: () => endpointQuery(transport, endpoints.foundation.city),
    costCentres: (keyword = '') => endpointQuery(transport, endpoints.csAccount.costCenter, keyword ? { keyword } : {}),
    costCentreApprovers: (costCenterName: string) => endpointQuery(transport, endpoints.csAccount.auditors, { costCenterName }),
    /** Administrative reviewers of the city (spec §3 "administrative reviewer list"). */
    reviewers: (city: string | undefined) => endpointQuery(transport, endpoints.enterpriseConfig.auditors, city ? { city } : {}),
    carCategories: (enterpriseId: number) => endpointQuery(transport, endpoints.driver.carCategoryForDropDownList, { enterpriseId }),
    paymentTypes: (query: { accountId: string; phoneNumber: string; boardingTime?: string }) =>
      endpointQuery(transport, endpoints.csOrder.paymentType, { ...query, isEnterpriseUse: true }),
    userBalance: () => endpointQuery(transport, endpoints.user.balance),
    enterpriseBalance: (enterpriseId: number) => endpointQuery(transport, endpoints.csOrder.balance, { enterpriseId }),
    giftCards: (boardingTime: string, orderId?: string) =>
      endpointQuery(transport, endpoints.csOrder.giftCards, orderId ? { boardingTime, orderId } : { boardingTime }),
    /** The enterprise's letter of commitment, or null: the step asks the booker to agree to it when paying by 挂账. */
    letterOfCommitment: () => endpointQuery(transport, endpoints.csOrder.letterOfCommitment),
    rechargeAmount: (orderPrice: number, userBalance: number) =>
      endpointQuery(transport, endpoints.csOrder.rechargeAmount, { orderPrice, userBalance }),
    ownCars: (enterpriseId: number) => endpointQuery(transport, endpoints.ownCar.byEnterpriseId, { enterpriseId }),
    ownCarLicences: () => endpointQuery(transport, endpoints.ownCar.unassignedDriverLicenses),
  };
}

export type BookingLookups = ReturnType<typeof bookingLookups>;
