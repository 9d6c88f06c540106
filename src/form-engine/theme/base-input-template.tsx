/**
 * Every text-like input (text, number, email, …): a linked label, the input with the ids of its
 * error and help, `aria-required` when required. Replaces the Chakra theme's template, whose label
 * points at Chakra's own id (issue 8 §2).
 */
import { Box, Input } from '@chakra-ui/react';
import type { BaseInputTemplateProps } from '@rjsf/utils';
import { getInputProps, labelValue } from '@rjsf/utils';
import type { ChangeEvent, FocusEvent } from 'react';

import { controlAria } from './a11y.ts';
import { FieldLabel } from './field-label.tsx';

export function BaseInputTemplate(props: BaseInputTemplateProps) {
  const { id, htmlName, type, value, label, hideLabel, schema, onChange, onChangeOverride, onBlur, onFocus } = props;
  const { options, required, readonly, disabled, rawErrors, autofocus, placeholder } = props;
  const inputProps = getInputProps(schema, type, options);
  const shownLabel = labelValue(label, hideLabel || !label);
  const handleChange = ({ target }: ChangeEvent<HTMLInputElement>) => onChange(target.value === '' ? options.emptyValue : target.value);
  return (
    <Box>
      {shownLabel ? <FieldLabel htmlFor={id} label={shownLabel} required={required} /> : null}
      <Input
        id={id}
        name={htmlName || id}
        value={value || value === 0 ? value : ''}
        onChange={onChangeOverride || handleChange}
        onBlur={({ target }: FocusEvent<HTMLInputElement>) => onBlur(id, target.value)}
        onFocus={({ target }: FocusEvent<HTMLInputElement>) => onFocus(id, target.value)}
        autoFocus={autofocus}
        placeholder={placeholder}
        disabled={disabled}
        readOnly={readonly}
        {...inputProps}
        {...controlAria(id, required, rawErrors)}
      />
    </Box>
  );
}
