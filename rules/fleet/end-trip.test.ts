/**
 * The end-trip figures a car could drive (issue 21 §6; docs/fleet.md "Ending a trip"): the limits
 * of `END_TRIP_LIMITS` with their exact messages at their fields, and properties: figures within
 * every limit pass, and each limit passed by a hair is refused at its field.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatBoardingTime, parseBoardingTime } from '../model/china-time.ts';
import { checkEndTrip, END_TRIP_LIMITS, tripDuration, type EndTripFigures } from './end-trip.ts';

const START = '2026-11-23 09:00';
const parsed = parseBoardingTime(START);
const startMs = parsed.ok ? parsed.value : 0;
/** Long after every trip the properties draw (a week at most). */
const now = startMs + 8 * 24 * 3_600_000;
/** The end time `minutes` after the trip's start. */
const after = (minutes: number) => formatBoardingTime(startMs + minutes * 60_000);
const figures = (over: Partial<EndTripFigures> = {}): EndTripFigures => ({
  startMileage: 1200, endMileage: 1235.5, endTime: after(180), tollFee: 25, parkingFee: 10.5, fuelFee: 60, otherFee: 0, ...over,
});
const messagesOf = (f: EndTripFigures) => checkEndTrip(f, START, now).map((e) => [e.path, e.message]);

describe('figures no car could drive (issue 21 §6)', () => {
  it('the attack: 10,000,000 km and ¥4,000,000 in one minute is refused at every field it lies in', () => {
    expect(messagesOf(figures({ startMileage: 0, endMileage: 10_000_000, endTime: after(1), tollFee: 1_000_000, parkingFee: 1_000_000, fuelFee: 1_000_000, otherFee: 1_000_000 }))).toEqual([
      ['/endMileage', '里程不能超过 1000000 公里，请核对里程表读数'],
      ['/parkingFee', '停车费过高：1 分钟的行程停车费不能超过 100.5 元，请核对'],
      ['/otherFee', '其他费用不能超过 2000 元；维修保养等大额费用请在「费用」中登记'],
    ]);
    // Within the odometer, the distance is judged too: 999,000 km in a minute.
    expect(messagesOf(figures({ startMileage: 0, endMileage: 999_000, endTime: after(1), tollFee: 1_000_000, fuelFee: 1_000_000 }))).toEqual([
      ['/endMileage', '1 分钟内行驶 999000 公里，平均时速超过 150 公里，请核对结束里程和结束时间'],
    ]);
  });

  it('speed: 150 km/h over the trip\'s time is the most; a km more is refused under 结束里程', () => {
    expect(messagesOf(figures({ startMileage: 1000, endMileage: 1150, endTime: after(60), tollFee: 0, fuelFee: 0 }))).toEqual([]);
    expect(messagesOf(figures({ startMileage: 1000, endMileage: 1150.1, endTime: after(60), tollFee: 0, fuelFee: 0 }))).toEqual([
      ['/endMileage', '1 小时内行驶 150.1 公里，平均时速超过 150 公里，请核对结束里程和结束时间'],
    ]);
  });

  it('tolls and fuel against the distance, parking against the time, other fees capped', () => {
    // 35.5 km in 3 hours: tolls ≤ 3 × 35.5 + 200 = 306.5, fuel ≤ 3 × 35.5 + 800 = 906.5, parking ≤ 30 × 3 + 100 = 190.
    expect(messagesOf(figures({ tollFee: 306.5, fuelFee: 906.5, parkingFee: 190, otherFee: 2000 }))).toEqual([]);
    expect(messagesOf(figures({ tollFee: 306.51, fuelFee: 906.51, parkingFee: 190.01, otherFee: 2000.01 }))).toEqual([
      ['/tollFee', '路桥费过高：35.5 公里的行程路桥费不能超过 306.5 元，请核对'],
      ['/parkingFee', '停车费过高：3 小时的行程停车费不能超过 190 元，请核对'],
      ['/fuelFee', '油费过高：35.5 公里的行程油费不能超过 906.5 元，请核对'],
      ['/otherFee', '其他费用不能超过 2000 元；维修保养等大额费用请在「费用」中登记'],
    ]);
  });

  it('judges only figures that are well formed: a refused mileage or time is told once, not as a speed', () => {
    expect(messagesOf(figures({ endMileage: 1100, endTime: after(-60) }))).toEqual([
      ['/endMileage', '结束里程不能小于开始里程'],
      ['/endTime', '结束时间须晚于行程开始时间'],
    ]);
  });

  it('says a trip\'s time in hours and minutes', () => {
    expect([tripDuration(1), tripDuration(60), tripDuration(65), tripDuration(1500)]).toEqual(['1 分钟', '1 小时', '1 小时 5 分钟', '25 小时']);
  });

  /** A trip: minutes, tenths of a km within the speed limit, fees in fen within their limits. */
  const plausible = fc
    .record({ minutes: fc.integer({ min: 1, max: 7 * 24 * 60 }), start: fc.integer({ min: 0, max: 5_000_000 }), share: fc.double({ min: 0, max: 1, noNaN: true }), fees: fc.array(fc.double({ min: 0, max: 1, noNaN: true }), { minLength: 4, maxLength: 4 }) })
    .map(({ minutes, start, share, fees }) => {
      const L = END_TRIP_LIMITS;
      const tenths = Math.floor((share * L.maxAverageKmh * 10 * minutes) / 60);
      const fen = (limitFen: number, f: number) => Math.floor(f * limitFen);
      const [toll = 0, parking = 0, fuel = 0, other = 0] = fees;
      return {
        minutes,
        tenths,
        figures: figures({
          startMileage: start / 10,
          endMileage: (start + tenths) / 10,
          endTime: after(minutes),
          tollFee: fen(L.tollYuanPerKm * tenths * 10 + L.tollYuanFixed * 100, toll) / 100,
          parkingFee: fen(Math.floor((L.parkingYuanPerHour * 100 * minutes) / 60) + L.parkingYuanFixed * 100, parking) / 100,
          fuelFee: fen(L.fuelYuanPerKm * tenths * 10 + L.fuelYuanFixed * 100, fuel) / 100,
          otherFee: fen(L.maxOtherYuan * 100, other) / 100,
        }),
      };
    });

  it('property: figures within every limit pass', () => {
    fc.assert(
      fc.property(plausible, ({ figures: f }) => {
        expect(checkEndTrip(f, START, now)).toEqual([]);
      }),
    );
  });

  it('property: a distance past 150 km/h over the trip\'s time is refused under 结束里程', () => {
    fc.assert(
      fc.property(plausible, fc.integer({ min: 1, max: 10_000 }), ({ minutes, figures: f }, more) => {
        const tenths = Math.floor((END_TRIP_LIMITS.maxAverageKmh * 10 * minutes) / 60) + more;
        const refused = checkEndTrip({ ...f, tollFee: 0, fuelFee: 0, endMileage: (Math.round(f.startMileage * 10) + tenths) / 10 }, START, now);
        expect(refused.map((e) => e.code)).toContain('endTrip.speedImplausible');
        expect(refused.find((e) => e.code === 'endTrip.speedImplausible')?.path).toBe('/endMileage');
      }),
    );
  });

  it('property: a fee a fen over its limit is refused at its own field, and only there', () => {
    fc.assert(
      fc.property(plausible, fc.constantFrom('tollFee', 'parkingFee', 'fuelFee', 'otherFee') as fc.Arbitrary<'tollFee' | 'parkingFee' | 'fuelFee' | 'otherFee'>, ({ minutes, tenths, figures: f }, fee) => {
        const L = END_TRIP_LIMITS;
        const limitFen = {
          tollFee: L.tollYuanPerKm * tenths * 10 + L.tollYuanFixed * 100,
          parkingFee: Math.floor((L.parkingYuanPerHour * 100 * minutes) / 60) + L.parkingYuanFixed * 100,
          fuelFee: L.fuelYuanPerKm * tenths * 10 + L.fuelYuanFixed * 100,
          otherFee: L.maxOtherYuan * 100,
        }[fee];
        const refused = checkEndTrip({ ...f, [fee]: (limitFen + 1) / 100 }, START, now);
        expect(refused.map((e) => e.path)).toEqual([`/${fee}`]);
      }),
    );
  });
});
