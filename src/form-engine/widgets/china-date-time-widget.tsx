/**
 * `chinaDateTime` (D7): a boarding time `YYYY-MM-DD HH:mm`, China time, typed or picked. The text
 * input takes typing (checked with the rules core's `parseBoardingTime`, its Chinese message
 * shown under the input); the 选择 button opens the month calendar (month-calendar.tsx: zh-cn,
 * weeks from Monday, real buttons) with hour/minute selects, all reachable by keyboard; a day before
 * today (China time) is greyed out and cannot be picked, since no one books a ride in the past
 * (issue 22 "Time"). A new value without a time
 * starts from the default travel time (next hour + 3 h, D7). The text box is a plain `input` with
 * the input recipe's rules (`theme/form-engine.css`), drawn at every mount; the calendar, opened on
 * demand, keeps Chakra's parts.
 */
import { Box, Button, HStack, NativeSelect, Text } from '@chakra-ui/react';
import type { WidgetProps } from '@rjsf/utils';
import { labelValue } from '@rjsf/utils';
import { useState } from 'react';

import { defaultTravelTime, formatBoardingTime, parseBoardingTime } from '../../../rules/index.ts';
import { controlAria } from '../theme/a11y.ts';
import { FieldLabel } from '../theme/field-label.tsx';
import '../theme/form-engine.css';
import { MonthCalendar } from './month-calendar.tsx';
import { boardingParts, boardingText } from './month-grid.ts';

const HOURS = Array.from({ length: 24 }, (_, h) => h);
const MINUTES = Array.from({ length: 12 }, (_, i) => i * 5);
const pad = (n: number) => String(n).padStart(2, '0');
/** The China calendar day of an instant, `YYYY-MM-DD`. */
const chinaToday = (now: number) => formatBoardingTime(now).slice(0, 10);

export function ChinaDateTimeWidget(props: WidgetProps) {
  const { id, label, hideLabel, value, required, disabled, readonly, rawErrors, onChange, onBlur, onFocus, placeholder } = props;
  const text = typeof value === 'string' ? value : '';
  const [typedError, setTypedError] = useState<string | null>(null);
  const [open, setOpen] = useState(false);
  const [fallback] = useState(() => boardingParts(defaultTravelTime(Date.now()))!);
  // Today in China (`YYYY-MM-DD`), read again each time the calendar opens: the days before it are greyed out.
  const [today, setToday] = useState(() => chinaToday(Date.now()));
  const base = boardingParts(text) ?? fallback;
  const [shownMonth, setShownMonth] = useState({ year: base.year, month: base.month });
  const shownLabel = labelValue(label, hideLabel || !label);
  const locked = disabled || readonly;
  const panelId = `${id}__calendar`;

  const commit = (next: string) => {
    setTypedError(null);
    onChange(next);
  };
  const check = (typed: string) => {
    const result = typed === '' ? null : parseBoardingTime(typed);
    setTypedError(result && !result.ok ? (result.issues[0]?.message ?? null) : null);
  };
  const errors = typedError ? [typedError] : [];

  return (
    <Box>
      {shownLabel ? <FieldLabel htmlFor={id} label={shownLabel} required={required} /> : null}
      <HStack gap="2" align="start">
        <input
          id={id}
          className="fe-input"
          value={text}
          placeholder={placeholder || 'YYYY-MM-DD HH:mm'}
          disabled={disabled}
          readOnly={readonly}
          inputMode="numeric"
          onChange={(event) => onChange(event.target.value)}
          onBlur={(event) => {
            check(event.target.value);
            onBlur(id, event.target.value);
          }}
          onFocus={(event) => onFocus(id, event.target.value)}
          {...controlAria(id, required, [...(rawErrors ?? []), ...errors])}
          aria-describedby={`${id}__typed ${controlAria(id, required, rawErrors)['aria-describedby']}`}
        />
        <Button type="button" variant="outline" disabled={locked} aria-expanded={open} aria-controls={panelId} onClick={() => {
            setToday(chinaToday(Date.now()));
            setOpen(!open);
          }}>
          选择
        </Button>
      </HStack>
      {typedError ? (
        <Text id={`${id}__typed`} color="fg.error" fontSize="sm" mt="1">
          {typedError}
        </Text>
      ) : null}
      {open && !locked ? (
        <MonthCalendar
          id={panelId}
          label={`${shownLabel ?? ''}日历`}
          shown={shownMonth}
          onShow={setShownMonth}
          chosen={text.slice(0, 10)}
          notBefore={today}
          onPick={(day) => commit(boardingText(day, base.hour, base.minute))}
        >
          <HStack mt="2" gap="2">
            <label htmlFor={`${id}__hour`}>时</label>
            <NativeSelect.Root size="xs" width="20">
              <NativeSelect.Field id={`${id}__hour`} value={String(base.hour)} onChange={(event) => commit(boardingText(base, Number(event.target.value), base.minute))}>
                {HOURS.map((h) => (
                  <option key={h} value={String(h)}>
                    {pad(h)}
                  </option>
                ))}
              </NativeSelect.Field>
            </NativeSelect.Root>
            <label htmlFor={`${id}__minute`}>分</label>
            <NativeSelect.Root size="xs" width="20">
              <NativeSelect.Field id={`${id}__minute`} value={String(base.minute - (base.minute % 5))} onChange={(event) => commit(boardingText(base, base.hour, Number(event.target.value)))}>
                {MINUTES.map((m) => (
                  <option key={m} value={String(m)}>
                    {pad(m)}
                  </option>
                ))}
              </NativeSelect.Field>
            </NativeSelect.Root>
            <Button type="button" size="xs" onClick={() => setOpen(false)}>
              完成
            </Button>
          </HStack>
        </MonthCalendar>
      ) : null}
    </Box>
  );
}
