/**
 * A drop-down (showType 3 and every enum): a native `<select>` with a linked label. Native, so the
 * keyboard and screen readers get the platform's list, and jsdom needs no polyfill; options are
 * addressed by index as RJSF's own select does (`enumOptionsIndexForValue`).
 *
 * Drawn as Chakra's `NativeSelect` draws it (a root, the field, the chevron), with the slot
 * recipe's classes written once in `theme/form-engine.css` instead of three Chakra components that
 * resolved the recipe on every render (issue 9, mount at 200 fields).
 */
import type { WidgetProps } from '@rjsf/utils';
import { enumOptionsIndexForValue, enumOptionsValueForIndex, labelValue } from '@rjsf/utils';

import { controlAria } from '../theme/a11y.ts';
import { FieldLabel } from '../theme/field-label.tsx';
import '../theme/form-engine.css';

/** The empty choice's text. */
export const CHOOSE_PROMPT = '请选择';

/** Chakra's `ChevronDownIcon`, the drop-down's indicator; decorative. */
function Chevron({ off }: { off: boolean }) {
  return (
    <div className="fe-select__indicator" data-disabled={off ? '' : undefined}>
      <svg viewBox="0 0 24 24" aria-hidden="true">
        <path d="m6 9 6 6 6-6" />
      </svg>
    </div>
  );
}

export function SelectWidget(props: WidgetProps) {
  const { id, htmlName, label, hideLabel, value, required, disabled, readonly, rawErrors, options, onChange, onBlur, onFocus, placeholder } = props;
  const { enumOptions = [], enumDisabled, emptyValue } = options;
  const selected = enumOptionsIndexForValue(value, enumOptions, false);
  const shownLabel = labelValue(label, hideLabel || !label);
  const valueOf = (index: string) => (index === '' ? emptyValue : enumOptionsValueForIndex(index, enumOptions, emptyValue));
  const off = Boolean(disabled || readonly);
  return (
    <div>
      {shownLabel ? <FieldLabel htmlFor={id} label={shownLabel} required={required} /> : null}
      <div className="fe-select">
        <select
          id={id}
          className="fe-select__field"
          name={htmlName || id}
          disabled={off}
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
        </select>
        <Chevron off={off} />
      </div>
    </div>
  );
}
