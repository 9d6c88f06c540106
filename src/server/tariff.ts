/**
 * The reference tariff: a documented, deterministic price for a special-car trip (docs/server.md
 * "Tariff"). Never random: the same trip always costs the same.
 *
 * - distance and duration: the place provider's driving route along pickup → stops → drop-off
 *   (docs/places.md "Routes and prices"; the bundled provider's is the great-circle distance times
 *   the road factor 1.3 at an average 40 km/h); a round trip (service types 2 and 4) adds the way
 *   back to the pickup (`drivenPoints`).
 * - price: base fare + distance × per-km rate + minutes × per-minute rate of the car level,
 *   computed in fen and rounded up to whole yuan, once, here: `priceFen` is that whole-yuan price
 *   in fen, so the estimate (`price`) and the price stored with an order (`priceFen / 100`) are the
 *   same number (issue 7 point 4: they were 921 and 920.72).
 * - half-day and full-day hire (service types 7, 8) are packages of 4 h / 50 km and 8 h / 100 km,
 *   priced with the same rates.
 */
import { ServiceType } from '../../rules/index.ts';

export interface GeoPoint {
  lat: number;
  lng: number;
}

export interface LevelRates {
  baseFen: number;
  perKmFen: number;
  perMinuteFen: number;
}

const EARTH_RADIUS_KM = 6371;

/** Rates by car type level (fen). */
export const LEVEL_RATES: Readonly<Record<number, LevelRates>> = {
  1: { baseFen: 1500, perKmFen: 250, perMinuteFen: 50 },
  2: { baseFen: 2000, perKmFen: 320, perMinuteFen: 60 },
  3: { baseFen: 3000, perKmFen: 400, perMinuteFen: 80 },
  4: { baseFen: 5000, perKmFen: 600, perMinuteFen: 120 },
  5: { baseFen: 8000, perKmFen: 900, perMinuteFen: 180 },
};

/** Hire packages by service type: included kilometres and minutes. */
export const PACKAGES: Readonly<Record<number, { km: number; minutes: number }>> = {
  [ServiceType.HALF_DAY.value]: { km: 50, minutes: 4 * 60 },
  [ServiceType.FULL_DAY.value]: { km: 100, minutes: 8 * 60 },
};

const ROUND_TRIPS: readonly number[] = [ServiceType.LOCAL_ROUND_TRIP.value, ServiceType.INTERCITY_ROUND_TRIP.value];

export interface PriceEstimate {
  /** Kilometres, one decimal. */
  mileage: number;
  /** Minutes. */
  time: number;
  /** The price in fen, rounded up to whole yuan (a multiple of 100). */
  priceFen: number;
  /** Yuan, whole: `priceFen / 100`. */
  price: number;
  feeDescription: string;
  priceRemark: string;
  priceRemarkEnglish: string;
}

/** @example Math.round(haversineKm({ lat: 31.2304, lng: 121.4737 }, { lat: 30.2741, lng: 120.1551 })) // 165 */
export function haversineKm(a: GeoPoint, b: GeoPoint): number {
  const rad = Math.PI / 180;
  const dLat = (b.lat - a.lat) * rad;
  const dLng = (b.lng - a.lng) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

/**
 * The points a trip drives through: the way back to the pickup added for a round trip.
 *
 * @example drivenPoints([a, b], ServiceType.LOCAL_ROUND_TRIP.value) // [a, b, a]
 */
export function drivenPoints<P extends GeoPoint>(points: readonly P[], tripType: number): P[] {
  return ROUND_TRIPS.includes(tripType) && points.length > 1 ? [...points, points[0] as P] : [...points];
}

/** Fen rounded up to whole yuan: the one rounding of the tariff. @example wholeYuanFen(92072) // 92100 */
export const wholeYuanFen = (fen: number): number => Math.ceil(fen / 100) * 100;

const yuan = (fen: number) => (fen / 100).toFixed(2);

/**
 * The estimate of a trip, or undefined for a car level the tariff does not know.
 *
 * @example estimatePrice({ carTypeLevel: 2, tripType: 3, route: { distanceKm: 214.5, minutes: 322 } }).price // 899
 */
export function estimatePrice(trip: { carTypeLevel: number; tripType: number; route: { distanceKm: number; minutes: number } | undefined }): PriceEstimate | undefined {
  const rates = LEVEL_RATES[trip.carTypeLevel];
  if (!rates) return undefined;
  const pack = PACKAGES[trip.tripType];
  const mileage = pack ? pack.km : (trip.route?.distanceKm ?? 0);
  const time = pack ? pack.minutes : (trip.route?.minutes ?? 0);
  const distanceFen = Math.round(mileage * rates.perKmFen);
  const timeFen = time * rates.perMinuteFen;
  const priceFen = wholeYuanFen(rates.baseFen + distanceFen + timeFen);
  return {
    mileage,
    time,
    priceFen,
    price: priceFen / 100,
    feeDescription:
      `起步价 ${yuan(rates.baseFen)} 元 + 里程 ${mileage} 公里 × ${yuan(rates.perKmFen)} 元 + 时长 ${time} 分钟 × ${yuan(rates.perMinuteFen)} 元` +
      (pack ? '（套餐）' : ''),
    priceRemark: '预估价格，不含停车费和过路费，以实际行程结算为准',
    priceRemarkEnglish: 'Estimated fare excluding parking and tolls; the final fare follows the actual trip',
  };
}
