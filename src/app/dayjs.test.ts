import { describe, expect, it } from 'vitest';

import dayjs from './dayjs.ts';

describe('the configured dayjs (spec §1)', () => {
  it('speaks Simplified Chinese', () => {
    expect(dayjs.locale()).toBe('zh-cn');
    expect(dayjs('2024-01-03').format('dddd')).toBe('星期三');
  });

  it('starts the week on Monday', () => {
    // 2024-01-07 is a Sunday: its week began on Monday 2024-01-01, not on the Sunday itself.
    expect(dayjs('2024-01-07').startOf('week').format('YYYY-MM-DD dddd')).toBe('2024-01-01 星期一');
    expect(dayjs('2024-01-03').startOf('week').day()).toBe(1);
  });
});
