/**
 * The month calendar the date and boarding-time widgets open (选择): zh-cn, weeks from Monday, real
 * buttons named by their day (`2026年11月23日`), 上个月 / 下个月, all reachable by keyboard. The
 * days before `notBefore` (a China calendar day, `YYYY-MM-DD`) are greyed out and cannot be picked
 * (issue 22 "Time": no one books a ride in the past). What is drawn under the days (the hour and
 * minute of a boarding time, 完成) is the widget's.
 */
import { Box, Button, HStack, SimpleGrid, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';

import { type CalendarDay, WEEKDAY_HEADS, monthGrid } from './month-grid.ts';

const pad = (n: number) => String(n).padStart(2, '0');

/** `YYYY-MM-DD` of a calendar day. @example dayText({ year: 2026, month: 11, day: 3 }) // '2026-11-03' */
export const dayText = (day: Pick<CalendarDay, 'year' | 'month' | 'day'>): string => `${day.year}-${pad(day.month)}-${pad(day.day)}`;

export interface MonthCalendarProps {
  id: string;
  /** The group's accessible name (`用车时间日历`). */
  label: string;
  shown: { year: number; month: number };
  onShow: (shown: { year: number; month: number }) => void;
  /** The chosen day, `YYYY-MM-DD`, or empty. */
  chosen: string;
  onPick: (day: CalendarDay) => void;
  /** The first day that may be picked, `YYYY-MM-DD`; none: every day. */
  notBefore?: string;
  children?: ReactNode;
}

export function MonthCalendar({ id, label, shown, onShow, chosen, onPick, notBefore, children }: MonthCalendarProps) {
  const step = (delta: number) => {
    const m = shown.month - 1 + delta;
    onShow({ year: shown.year + Math.floor(m / 12), month: (((m % 12) + 12) % 12) + 1 });
  };
  return (
    <Box id={id} role="group" aria-label={label} borderWidth="1px" borderRadius="md" p="2" mt="2" maxW="sm">
      <HStack justify="space-between" mb="1">
        <Button type="button" size="xs" variant="ghost" onClick={() => step(-1)}>
          上个月
        </Button>
        <Text fontWeight="medium" aria-live="polite">{`${shown.year}年${shown.month}月`}</Text>
        <Button type="button" size="xs" variant="ghost" onClick={() => step(1)}>
          下个月
        </Button>
      </HStack>
      <SimpleGrid columns={7} gap="1" textAlign="center">
        {WEEKDAY_HEADS.map((head) => (
          <Text key={head} fontSize="xs" color="fg.muted" aria-hidden="true">
            {head}
          </Text>
        ))}
        {monthGrid(shown.year, shown.month)
          .flat()
          .map((day) => {
            const date = dayText(day);
            const isChosen = chosen === date;
            const past = notBefore !== undefined && date < notBefore;
            return (
              <Button
                key={`${day.month}-${day.day}`}
                type="button"
                size="xs"
                variant={isChosen ? 'solid' : 'ghost'}
                opacity={past ? 0.35 : day.inMonth ? 1 : 0.5}
                disabled={past}
                aria-pressed={isChosen}
                aria-label={`${day.year}年${day.month}月${day.day}日`}
                onClick={() => onPick(day)}
              >
                {day.day}
              </Button>
            );
          })}
      </SimpleGrid>
      {children}
    </Box>
  );
}
