/** A yes/no choice (booleans such as 举牌接机): a native checkbox inside its own label (plain elements, theme/form-engine.css). */
import type { WidgetProps } from '@rjsf/utils';
import { labelValue } from '@rjsf/utils';

import { controlAria } from '../theme/a11y.ts';
import '../theme/form-engine.css';

export function CheckboxWidget(props: WidgetProps) {
  const { id, htmlName, label, hideLabel, value, required, disabled, readonly, rawErrors, onChange, onBlur, onFocus, schema } = props;
  const text = labelValue(label || schema.title, hideLabel || !(label || schema.title)) ?? id;
  return (
    <label htmlFor={id} className="fe-option">
      <input
        type="checkbox"
        id={id}
        name={htmlName || id}
        checked={value === true}
        disabled={disabled || readonly}
        onChange={(event) => onChange(event.target.checked)}
        onBlur={() => onBlur(id, value)}
        onFocus={() => onFocus(id, value)}
        {...controlAria(id, required, rawErrors)}
      />
      {text}
    </label>
  );
}
