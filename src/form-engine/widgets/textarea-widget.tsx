/**
 * Longer text (comments, special requirements): a textarea with a linked label. What is typed
 * reaches the form when typing pauses and on blur (issue 9; theme/use-deferred-change.ts). A plain
 * `textarea` with the textarea recipe's class (`theme/form-engine.css`), not a Chakra component per render.
 */
import type { WidgetProps } from '@rjsf/utils';
import { labelValue } from '@rjsf/utils';

import { controlAria } from '../theme/a11y.ts';
import { FieldLabel } from '../theme/field-label.tsx';
import '../theme/form-engine.css';
import { useDeferredChange } from '../theme/use-deferred-change.ts';

export function TextareaWidget(props: WidgetProps) {
  const { id, htmlName, label, hideLabel, value, required, disabled, readonly, rawErrors, options, onChange, onBlur, onFocus, placeholder } = props;
  const shownLabel = labelValue(label, hideLabel || !label);
  const text = useDeferredChange<unknown>(value, onChange);
  return (
    <div>
      {shownLabel ? <FieldLabel htmlFor={id} label={shownLabel} required={required} /> : null}
      <textarea
        id={id}
        className="fe-textarea"
        name={htmlName || id}
        value={typeof text.shown === 'string' ? text.shown : ''}
        placeholder={placeholder}
        disabled={disabled}
        readOnly={readonly}
        rows={typeof options.rows === 'number' ? options.rows : 3}
        onChange={(event) => text.type(event.target.value === '' ? options.emptyValue : event.target.value)}
        onBlur={(event) => {
          text.commit();
          onBlur(id, event.target.value);
        }}
        onFocus={(event) => onFocus(id, event.target.value)}
        {...controlAria(id, required, rawErrors)}
      />
    </div>
  );
}
