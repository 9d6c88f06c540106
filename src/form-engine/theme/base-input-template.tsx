/**
 * Every text-like input (text, number, email, …): a linked label, the input with the ids of its
 * error and help, `aria-required` when required. Replaces the Chakra theme's template, whose label
 * points at Chakra's own id (issue 8 §2). What is typed reaches the form when typing pauses, on
 * blur and on Enter (issue 9; use-deferred-change.ts).
 *
 * The box is a plain `input` with the class of Chakra's input recipe written once in
 * `form-engine.css`: a Chakra `Input` resolved its recipe and hashed its CSS on every render, per
 * field at mount and per keystroke in the box typed into (issue 9).
 */
import type { BaseInputTemplateProps } from '@rjsf/utils';
import { getInputProps, labelValue } from '@rjsf/utils';
import type { ChangeEvent, FocusEvent } from 'react';

import { controlAria } from './a11y.ts';
import { FieldLabel } from './field-label.tsx';
import './form-engine.css';
import { useDeferredChange } from './use-deferred-change.ts';

export function BaseInputTemplate(props: BaseInputTemplateProps) {
  const { id, htmlName, type, value, label, hideLabel, schema, onChange, onChangeOverride, onBlur, onFocus } = props;
  const { options, required, readonly, disabled, rawErrors, autofocus, placeholder } = props;
  const inputProps = getInputProps(schema, type, options);
  const shownLabel = labelValue(label, hideLabel || !label);
  const text = useDeferredChange<unknown>(value, onChange);
  const handleChange = ({ target }: ChangeEvent<HTMLInputElement>) => text.type(target.value === '' ? options.emptyValue : target.value);
  const shown = text.shown;
  return (
    <div>
      {shownLabel ? <FieldLabel htmlFor={id} label={shownLabel} required={required} /> : null}
      <input
        id={id}
        className="fe-input"
        name={htmlName || id}
        value={shown || shown === 0 ? (shown as string | number) : ''}
        onChange={onChangeOverride || handleChange}
        onBlur={({ target }: FocusEvent<HTMLInputElement>) => {
          text.commit();
          onBlur(id, target.value);
        }}
        onKeyDown={text.onKeyDown}
        onFocus={({ target }: FocusEvent<HTMLInputElement>) => onFocus(id, target.value)}
        autoFocus={autofocus}
        placeholder={placeholder}
        disabled={disabled}
        readOnly={readonly}
        {...inputProps}
        {...controlAria(id, required, rawErrors)}
      />
    </div>
  );
}
