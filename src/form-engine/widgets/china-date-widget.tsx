/**
 * A day (`format: date`, `YYYY-MM-DD`): typed into a text box in the portal's zh-CN form, or picked
 * from the month calendar (选择, month-calendar.tsx). Not the browser's `<input type="date">`, whose
 * text follows the browser's locale (`mm/dd/yyyy` in an English Chromium) rather than the portal's
 * (issue 22 "Time"). Every day may be picked: a filter or a fleet record names past days. The typed
 * text reaches the form as every text box's does (BaseInputTemplate: on pause, blur and Enter);
 * its shape is the schema's to check (`format: date`, ajv's message under the field).
 */
import { Box, Button } from '@chakra-ui/react';
import type { WidgetProps } from '@rjsf/utils';
import { labelValue } from '@rjsf/utils';
import { useState } from 'react';

import { formatBoardingTime } from '../../../rules/index.ts';
import { BaseInputTemplate } from '../theme/base-input-template.tsx';
import { dayText, MonthCalendar } from './month-calendar.tsx';

/** The placeholder: the form a day is written in (spec §1, zh-CN). */
export const DATE_PLACEHOLDER = 'YYYY-MM-DD';

/** The year and month of a `YYYY-MM-DD` text, or undefined. */
function monthOf(text: string): { year: number; month: number } | undefined {
  const match = /^(\d{4})-(\d{2})-\d{2}$/.exec(text);
  return match ? { year: Number(match[1]), month: Number(match[2]) } : undefined;
}

export function ChinaDateWidget(props: WidgetProps) {
  const { id, label, hideLabel, value, disabled, readonly, onChange, placeholder } = props;
  const text = typeof value === 'string' ? value : '';
  const [open, setOpen] = useState(false);
  const [thisMonth] = useState(() => monthOf(formatBoardingTime(Date.now()).slice(0, 10))!);
  const [shown, setShown] = useState(() => monthOf(text) ?? thisMonth);
  const shownLabel = labelValue(label, hideLabel || !label);
  const locked = disabled || readonly;
  const panelId = `${id}__calendar`;
  return (
    <Box>
      <BaseInputTemplate {...props} type="text" placeholder={placeholder || DATE_PLACEHOLDER} />
      <Button
        type="button"
        size="xs"
        variant="outline"
        mt="1"
        disabled={locked}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => {
          setShown(monthOf(text) ?? thisMonth);
          setOpen(!open);
        }}
      >
        选择
      </Button>
      {open && !locked ? (
        <MonthCalendar
          id={panelId}
          label={`${shownLabel ?? ''}日历`}
          shown={shown}
          onShow={setShown}
          chosen={text}
          onPick={(day) => {
            onChange(dayText(day));
            setOpen(false);
          }}
        />
      ) : null}
    </Box>
  );
}
