/**
 * A drop-down (showType 3 and every enum): a native `<select>` with a linked label. Native, so the
 * keyboard and screen readers get the platform's list, and jsdom needs no polyfill; options are
 * addressed by index as RJSF's own select does (`enumOptionsIndexForValue`).
 *
 * Drawn by `SelectBox` (theme/select-box.tsx), plain elements with Chakra's look, instead of three
 * Chakra components per drop-down per render (issue 9, mount at 200 fields).
 */
import type { WidgetProps } from '@rjsf/utils';
import { enumOptionsIndexForValue, enumOptionsValueForIndex, labelValue } from '@rjsf/utils';

import { controlAria } from '../theme/a11y.ts';
import { FieldLabel } from '../theme/field-label.tsx';
import { SelectBox } from '../theme/select-box.tsx';

/** The empty choice's text. */
export const CHOOSE_PROMPT = '请选择';

export function SelectWidget(props: WidgetProps) {
  const { id, htmlName, label, hideLabel, value, required, disabled, readonly, rawErrors, options, onChange, onBlur, onFocus, placeholder } = props;
  const { enumOptions = [], enumDisabled, emptyValue } = options;
  const selected = enumOptionsIndexForValue(value, enumOptions, false);
  const shownLabel = labelValue(label, hideLabel || !label);
  const valueOf = (index: string) => (index === '' ? emptyValue : enumOptionsValueForIndex(index, enumOptions, emptyValue));
  return (
    <div>
      {shownLabel ? <FieldLabel htmlFor={id} label={shownLabel} required={required} /> : null}
      <SelectBox
        id={id}
        name={htmlName || id}
        disabled={disabled || readonly}
        value={selected === undefined ? '' : String(selected)}
        onChange={(event) => onChange(valueOf(event.target.value))}
        onBlur={(event) => onBlur(id, valueOf(event.target.value))}
        onFocus={(event) => onFocus(id, valueOf(event.target.value))}
        {...controlAria(id, required, rawErrors)}
      >
        <option value="">{placeholder || CHOOSE_PROMPT}</option>
        {enumOptions.map((option, index) => (
          <option key={index} value={String(index)} disabled={Array.isArray(enumDisabled) && enumDisabled.includes(option.value)}>
            {option.label}
          </option>
        ))}
      </SelectBox>
    </div>
  );
}
