/**
 * The own car and its licence (`FormField.OWN_CAR`, spec §3 "Car message"): the enterprise's cars
 * from `lookups.ownCars()`, each licence a radio with its booked times shown; a licence booked
 * during the chosen period (`fromTime`–`toTime` of the booking) cannot be chosen, and says so.
 * The value is the licence plate (`carLicense`).
 */
import { Box, Stack, Text, chakra } from '@chakra-ui/react';
import type { FieldProps } from '@rjsf/utils';

import type { BookedPeriod, LookupOwnCar } from '../lookups.ts';
import { GroupLegend, labelId } from '../theme/field-label.tsx';
import { ErrorLines, errorIdOf, fieldBasics, partErrors } from './parts.tsx';
import { useLookup } from './use-lookup.ts';

/**
 * Whether a booked period overlaps `from`–`to` (`YYYY-MM-DD HH:mm` China time, D7, which orders as
 * text). Without both ends of the period nothing counts as overlapping.
 *
 * @example bookedDuring([{ from: '2026-11-23 09:00', to: '2026-11-23 12:00' }], '2026-11-23 11:00', '2026-11-23 13:00') // true
 */
export function bookedDuring(booked: readonly BookedPeriod[], from: string, to: string): boolean {
  if (from === '' || to === '') return false;
  return booked.some((period) => period.from < to && from < period.to);
}

export function OwnCarField(props: FieldProps) {
  const { id, context, title, set, locked } = fieldBasics<string>(props);
  const { fromTime, toTime } = context.booking;
  const cars = useLookup<LookupOwnCar>(() => context.lookups.ownCars(), 'ownCars');
  const errors = partErrors(props.errorSchema);
  return (
    <chakra.fieldset id={id} role="radiogroup" aria-labelledby={labelId(id)} aria-required={props.required || undefined} aria-describedby={errorIdOf(id)} minW="0">
      <GroupLegend id={id} label={title} required={props.required} />
      {cars.status === 'loading' ? <Text fontSize="sm">正在加载车辆…</Text> : null}
      {cars.error ? <Text color="fg.error" fontSize="sm">{cars.error}</Text> : null}
      <Stack gap="2">
        {cars.items.flatMap((car) =>
          car.licences.map((licence) => {
            const inputId = `${id}-${licence.carLicense}`;
            const taken = bookedDuring(licence.booked, fromTime, toTime);
            const bookedId = `${inputId}__booked`;
            return (
              <Box key={licence.carLicense} borderWidth="1px" borderRadius="md" p="2" opacity={taken ? 0.6 : 1}>
                <chakra.label htmlFor={inputId} display="inline-flex" alignItems="center" gap="2" cursor={taken || locked ? 'not-allowed' : 'pointer'}>
                  <input
                    type="radio"
                    id={inputId}
                    name={id}
                    checked={props.formData === licence.carLicense}
                    disabled={locked || taken}
                    aria-describedby={bookedId}
                    onChange={() => set(licence.carLicense)}
                  />
                  {`${licence.carLicense}（${car.carTypeDesc} ${car.color}）`}
                </chakra.label>
                <Box id={bookedId} fontSize="sm" color="fg.muted" ps="6">
                  {taken ? <Text color="fg.error">所选时间已被预订</Text> : null}
                  {licence.booked.map((period) => (
                    <Text key={`${period.from}-${period.to}`}>{`已预订：${period.from} 至 ${period.to}`}</Text>
                  ))}
                </Box>
              </Box>
            );
          }),
        )}
      </Stack>
      <ErrorLines id={id} messages={errors} />
    </chakra.fieldset>
  );
}
