/**
 * Check boxes (showType 5, a list of option ids): a `fieldset` with a legend, each option a native
 * checkbox with its own `<label>`; a required list marks each box `aria-required`. Plain elements
 * with the classes of `theme/form-engine.css` (issue 9: no Chakra component per field per render).
 */
import type { WidgetProps } from '@rjsf/utils';
import { ariaDescribedByIds, enumOptionsDeselectValue, enumOptionsIsSelected, enumOptionsSelectValue, labelValue, optionId } from '@rjsf/utils';

import { GroupLegend, labelId } from '../theme/field-label.tsx';
import '../theme/form-engine.css';

export function CheckboxesWidget(props: WidgetProps) {
  const { id, htmlName, label, hideLabel, value, required, disabled, readonly, rawErrors, options, onChange, onBlur, onFocus } = props;
  const { enumOptions = [], enumDisabled } = options;
  const chosen: unknown[] = Array.isArray(value) ? value : [];
  const shownLabel = labelValue(label, hideLabel || !label);
  return (
    <fieldset id={id} className="fe-group" role="group" aria-labelledby={shownLabel ? labelId(id) : undefined} aria-describedby={ariaDescribedByIds(id)}>
      {shownLabel ? <GroupLegend id={id} label={shownLabel} required={required} /> : null}
      <div className={options.inline ? 'fe-options fe-options--inline' : 'fe-options'}>
        {enumOptions.map((option, index) => {
          const inputId = optionId(id, index);
          const off = disabled || readonly || (Array.isArray(enumDisabled) && enumDisabled.includes(option.value));
          return (
            <label key={index} htmlFor={inputId} className={off ? 'fe-option fe-option--off' : 'fe-option'}>
              <input
                type="checkbox"
                id={inputId}
                name={htmlName || id}
                checked={enumOptionsIsSelected(option.value, chosen)}
                disabled={off}
                aria-required={required || undefined}
                aria-invalid={rawErrors && rawErrors.length > 0 ? true : undefined}
                onChange={(event) =>
                  onChange(
                    event.target.checked
                      ? enumOptionsSelectValue(index, chosen, enumOptions)
                      : enumOptionsDeselectValue(index, chosen, enumOptions),
                  )
                }
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
