/**
 * A car's week (排班, docs/fleet.md "Service times"): seven China days from today (上一周 / 下一周),
 * each with the times the car is booked and the times it is restricted, as
 * `POST /own/car/MultiDayServiceTimes` answers them (the booking form's rules).
 */
import { Button, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';

import { formatBoardingTime, serviceDates, type ServiceTime } from '../../../../rules/index.ts';
import { useTransport } from '../../../lib/transport-context.tsx';
import { weekQuery } from '../api/fleet-upkeep.ts';
import { FleetTable } from './fleet-table.tsx';

const WEEKDAYS = ['日', '一', '二', '三', '四', '五', '六'];
const weekday = (date: string) => `周${WEEKDAYS[new Date(`${date}T00:00:00Z`).getUTCDay()] ?? ''}`;
/** A day's times as `09:00–12:00 已被预订`; a time cut at the day's end (the next day's 00:00) ends at 24:00. */
const times = (date: string, list: readonly ServiceTime[]) =>
  list.length === 0 ? '—' : list.map((t) => `${t.fromTime.slice(11)}–${t.toTime.slice(0, 10) > date ? '24:00' : t.toTime.slice(11)} ${t.reason}`).join('；');

/** The first day of the week `offset` (≥ 0) weeks from today (China date). */
function weekStart(offset: number): string {
  const today = formatBoardingTime(Date.now()).slice(0, 10);
  return offset === 0 ? today : (serviceDates(today, 1 + 7 * offset).at(-1) ?? today);
}

export function CarWeek({ carLicense }: { carLicense: string }) {
  const transport = useTransport();
  const [offset, setOffset] = useState(0);
  const fromDate = weekStart(offset);
  const week = useQuery(weekQuery(transport, carLicense, fromDate));
  const days = week.data?.[0]?.days ?? [];
  return (
    <Stack gap="3">
      <Heading as="h3" size="sm">排班（一周）</Heading>
      <HStack gap="3" fontSize="sm">
        <Button size="xs" variant="outline" disabled={offset === 0} onClick={() => setOffset(offset - 1)}>上一周</Button>
        <Text>{days.length > 0 ? `${days[0]!.date} 至 ${days.at(-1)!.date}` : fromDate}</Text>
        <Button size="xs" variant="outline" disabled={offset >= 4} onClick={() => setOffset(offset + 1)}>下一周</Button>
      </HStack>
      <FleetTable
        label={`${carLicense} 的排班`}
        rowKey={(d) => d.date}
        rows={days}
        columns={[
          { header: '日期', cell: (d) => `${d.date} ${weekday(d.date)}` },
          { header: '已占用', cell: (d) => times(d.date, d.bookedTimes) },
          { header: '限行', cell: (d) => <Text as="span" color={d.restrictedTimes.length > 0 ? 'fg.error' : undefined}>{times(d.date, d.restrictedTimes)}</Text> },
        ]}
      />
    </Stack>
  );
}
