/**
 * Radio buttons (showType 4): a `fieldset` whose legend names the group (`role="radiogroup"`,
 * `aria-required`), each option a native radio with its own `<label>`, so arrow keys move
 * between options as the platform does. Plain elements with the classes of `theme/form-engine.css`
 * (issue 9: no Chakra component per field per render).
 */
import type { WidgetProps } from '@rjsf/utils';
import { ariaDescribedByIds, enumOptionsIsSelected, enumOptionsValueForIndex, labelValue, optionId } from '@rjsf/utils';

import { GroupLegend, labelId } from '../theme/field-label.tsx';
import '../theme/form-engine.css';

export function RadioWidget(props: WidgetProps) {
  const { id, htmlName, label, hideLabel, value, required, disabled, readonly, rawErrors, options, onChange, onBlur, onFocus } = props;
  const { enumOptions = [], enumDisabled, emptyValue } = options;
  const shownLabel = labelValue(label, hideLabel || !label);
  return (
    <fieldset
      id={id}
      className="fe-group"
      role="radiogroup"
      aria-labelledby={shownLabel ? labelId(id) : undefined}
      aria-required={required || undefined}
      aria-invalid={rawErrors && rawErrors.length > 0 ? true : undefined}
      aria-describedby={ariaDescribedByIds(id)}
    >
      {shownLabel ? <GroupLegend id={id} label={shownLabel} required={required} /> : null}
      <div className={options.inline ? 'fe-options fe-options--inline' : 'fe-options'}>
        {enumOptions.map((option, index) => {
          const inputId = optionId(id, index);
          const off = disabled || readonly || (Array.isArray(enumDisabled) && enumDisabled.includes(option.value));
          return (
            <label key={index} htmlFor={inputId} className={off ? 'fe-option fe-option--off' : 'fe-option'}>
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
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
