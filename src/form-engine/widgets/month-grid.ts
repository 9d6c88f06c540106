/**
 * The weeks of a calendar month, Monday first (spec §1, D7: zh-cn weeks start on Monday), as pure
 * date arithmetic on China wall-clock dates: no time zone is involved, since a boarding time is
 * China time whatever the browser's zone.
 */

export interface CalendarDay {
  year: number;
  /** 1-12. */
  month: number;
  day: number;
  /** Whether the day belongs to the month shown (the first and last weeks borrow neighbours). */
  inMonth: boolean;
}

/** Monday = 0 … Sunday = 6 of a date. */
function mondayIndex(year: number, month: number, day: number): number {
  return (new Date(Date.UTC(year, month - 1, day)).getUTCDay() + 6) % 7;
}

function dayAt(year: number, month: number, offset: number): CalendarDay {
  const date = new Date(Date.UTC(year, month - 1, 1 + offset));
  return { year: date.getUTCFullYear(), month: date.getUTCMonth() + 1, day: date.getUTCDate(), inMonth: date.getUTCMonth() + 1 === month };
}

/**
 * The month's weeks, each seven days from Monday to Sunday.
 *
 * @example monthGrid(2026, 11)[0][0] // { year: 2026, month: 10, day: 26, inMonth: false } (1 Nov 2026 is a Sunday)
 */
export function monthGrid(year: number, month: number): CalendarDay[][] {
  const lead = mondayIndex(year, month, 1);
  const days = new Date(Date.UTC(year, month, 0)).getUTCDate();
  const weeks: CalendarDay[][] = [];
  for (let start = -lead; start < days; start += 7) {
    weeks.push(Array.from({ length: 7 }, (_, i) => dayAt(year, month, start + i)));
  }
  return weeks;
}

/** The weekday heads of a Monday-first week. */
export const WEEKDAY_HEADS = ['一', '二', '三', '四', '五', '六', '日'] as const;

const pad = (n: number) => String(n).padStart(2, '0');

/** A boarding time `YYYY-MM-DD HH:mm` of its parts (D7). */
export function boardingText(day: Pick<CalendarDay, 'year' | 'month' | 'day'>, hour: number, minute: number): string {
  return `${day.year}-${pad(day.month)}-${pad(day.day)} ${pad(hour)}:${pad(minute)}`;
}

/** The parts of a `YYYY-MM-DD HH:mm` text, or null when it is not one. */
export function boardingParts(text: string): { year: number; month: number; day: number; hour: number; minute: number } | null {
  const match = /^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2})$/.exec(text);
  if (!match) return null;
  const [year, month, day, hour, minute] = match.slice(1).map(Number) as [number, number, number, number, number];
  return { year, month, day, hour, minute };
}
