import { describe, expect, it } from 'vitest';
import { ServiceType } from '../model/constants.ts';
import { isPicturePriced, PICTURE_PRICED_TRIP_TYPES } from './picture-price.ts';

describe('the picture-priced trip types (D5)', () => {
  it('半日租 (7) and 日租 (8) are quoted by a price picture', () => {
    expect(PICTURE_PRICED_TRIP_TYPES).toEqual([7, 8]);
    expect(isPicturePriced(ServiceType.HALF_DAY.value)).toBe(true);
    expect(isPicturePriced(ServiceType.FULL_DAY.value)).toBe(true);
  });

  it.each(Object.values(ServiceType).filter((t) => t.value !== 7 && t.value !== 8))('$label ($value) is priced by the tariff', ({ value }) => {
    expect(isPicturePriced(value)).toBe(false);
  });
});
