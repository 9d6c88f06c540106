/**
 * The special-car form's price fields filled from an estimate (spec §3 "Price result", D9): the
 * order carries the estimated mileage and duration, the remarks and whether parking and tolls
 * are charged (`estimateMileage`, `estimateDuration`, `priceRemark`, …).
 */
import type { SpecialCarBookingData } from '../../../../rules/compile/contract.ts';
import type { PriceEstimateResult } from '../../../shared/responses.ts';

/** The data with the estimate's figures in its price fields; the booker's entries are untouched. */
export function withPriceEstimate(data: SpecialCarBookingData, price: PriceEstimateResult): SpecialCarBookingData {
  return {
    ...data,
    mileage: price.mileage,
    time: price.time,
    priceRemark: price.priceRemark,
    priceEnglishRemark: price.priceRemarkEnglish,
    isIncludeParkingFee: price.orderPriceConfig.chargeParkingFee,
    isIncludeTollsFee: price.orderPriceConfig.chargeTollsFee,
  };
}
