import { Field, Input } from '@chakra-ui/react';
import type { ChangeEventHandler, FocusEventHandler } from 'react';

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
}

/** A labelled text input with its validation message (Chakra Field). */
export function TextField({ label, error, type = 'text', ...input }: TextFieldProps) {
  return (
    <Field.Root invalid={error !== undefined && error !== ''} disabled={input.disabled}>
      <Field.Label>{label}</Field.Label>
      <Input type={type} {...input} />
      <Field.ErrorText>{error}</Field.ErrorText>
    </Field.Root>
  );
}
