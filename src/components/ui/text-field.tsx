import { useId } from 'react';
import type { ChangeEventHandler, FocusEventHandler } from 'react';

import './ui.css';

export interface TextFieldProps {
  /** The visible label; it is associated with the input, so `getByLabelText(label)` finds it. */
  label: string;
  name: string;
  value: string;
  onChange: ChangeEventHandler<HTMLInputElement>;
  onBlur?: FocusEventHandler<HTMLInputElement>;
  /** The validation message shown under the input; the input is marked invalid when present. */
  error?: string | undefined;
  type?: 'text' | 'password' | 'tel';
  placeholder?: string;
  autoComplete?: string;
  inputMode?: 'numeric' | 'tel' | 'text';
  maxLength?: number;
  disabled?: boolean;
  required?: boolean;
}

/** A labelled text input with its validation message under it, described by it (plain elements, ui.css). */
export function TextField({ label, error, type = 'text', required = false, ...input }: TextFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  const invalid = error !== undefined && error !== '';
  return (
    <div className="ui-field">
      <label className="ui-field__label" htmlFor={id}>
        {label}
      </label>
      <input
        id={id}
        type={type}
        className="ui-field__input"
        aria-invalid={invalid || undefined}
        aria-required={required || undefined}
        aria-describedby={invalid ? errorId : undefined}
        {...input}
      />
      {invalid ? (
        <p id={errorId} className="ui-field__error">
          {error}
        </p>
      ) : null}
    </div>
  );
}
