/**
 * Radio buttons (showType 4): a `fieldset` whose legend names the group (`role="radiogroup"`,
 * `aria-required`), each option a native radio with its own `<label>`, so arrow keys move
 * between options as the platform does.
 */
import { Stack, chakra } from '@chakra-ui/react';
import type { WidgetProps } from '@rjsf/utils';
import { ariaDescribedByIds, enumOptionsIsSelected, enumOptionsValueForIndex, labelValue, optionId } from '@rjsf/utils';

import { GroupLegend, labelId } from '../theme/field-label.tsx';

export function RadioWidget(props: WidgetProps) {
  const { id, htmlName, label, hideLabel, value, required, disabled, readonly, rawErrors, options, onChange, onBlur, onFocus } = props;
  const { enumOptions = [], enumDisabled, emptyValue } = options;
  const shownLabel = labelValue(label, hideLabel || !label);
  return (
    <chakra.fieldset
      id={id}
      role="radiogroup"
      aria-labelledby={shownLabel ? labelId(id) : undefined}
      aria-required={required || undefined}
      aria-invalid={rawErrors && rawErrors.length > 0 ? true : undefined}
      aria-describedby={ariaDescribedByIds(id)}
      minW="0"
    >
      {shownLabel ? <GroupLegend id={id} label={shownLabel} required={required} /> : null}
      <Stack direction={options.inline ? 'row' : 'column'} gap="1" wrap="wrap">
        {enumOptions.map((option, index) => {
          const inputId = optionId(id, index);
          const off = disabled || readonly || (Array.isArray(enumDisabled) && enumDisabled.includes(option.value));
          return (
            <chakra.label key={index} htmlFor={inputId} display="inline-flex" alignItems="center" gap="2" cursor={off ? 'not-allowed' : 'pointer'}>
              <input
                type="radio"
                id={inputId}
                name={htmlName || id}
                value={String(index)}
                checked={enumOptionsIsSelected(option.value, value)}
                disabled={off}
                onChange={() => onChange(enumOptionsValueForIndex(String(index), enumOptions, emptyValue))}
                onBlur={() => onBlur(id, value)}
                onFocus={() => onFocus(id, value)}
              />
              {option.label}
            </chakra.label>
          );
        })}
      </Stack>
    </chakra.fieldset>
  );
}
