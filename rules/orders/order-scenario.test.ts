import { describe, expect, it } from 'vitest';
import { estimateScenario } from './order-scenario.ts';

describe('estimateScenario: a price estimate request read as a scenario (docs/rules.md 10.5)', () => {
  it('reads the trip fields flat, with the order’s address names, and carries the offered car levels', () => {
    expect(
      estimateScenario(
        {
          tripType: 3,
          carTypeLevel: 2,
          boardingAddress: { addressType: 3, city: '上海', address: '人民广场', lat: 31.2304, lng: 121.4737 },
          dropOffAddress: { addressType: 3, city: '杭州', address: '武林广场' },
          stops: [{ city: '嘉兴', address: '南湖' }],
        },
        [1, 2],
      ),
    ).toEqual({
      businessType: 4,
      tripType: 3,
      carTypeLevel: 2,
      pickUp: { addressType: 3, city: '上海', address: '人民广场', lat: 31.2304, lng: 121.4737 },
      dropOff: { addressType: 3, city: '杭州', address: '武林广场' },
      stops: [{ city: '嘉兴', address: '南湖' }],
      offeredCarTypeLevels: [1, 2],
    });
  });

  it('lets baseData win over the flat fields, and reads the form’s pickUp and dropOff names too', () => {
    const scenario = estimateScenario(
      { tripType: 1, carTypeLevel: 1, baseData: { tripType: 3, carTypeLevel: 4 }, pickUp: { city: '上海', isAirPort: true }, dropOff: { city: '杭州' } },
      [],
    );
    expect(scenario).toMatchObject({ tripType: 3, carTypeLevel: 4, pickUp: { city: '上海', addressType: 1 }, dropOff: { city: '杭州' } });
  });

  it('leaves what the request does not say unchosen', () => {
    expect(estimateScenario({}, [2])).toEqual({ businessType: 4, pickUp: {}, dropOff: {}, stops: [], offeredCarTypeLevels: [2] });
  });
});
