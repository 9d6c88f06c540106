/**
 * One field's frame: the widget (which draws its own linked label), then its description, its
 * errors (FieldErrorTemplate, linked from the input by id) and help. Hidden fields render
 * nothing visible. Replaces the Chakra theme's Fieldset frame, whose legend is not tied to inputs.
 */
import { Box } from '@chakra-ui/react';
import type { FieldTemplateProps } from '@rjsf/utils';

export function FieldTemplate(props: FieldTemplateProps) {
  const { children, classNames, style, hidden, displayLabel, rawDescription, description, errors, help } = props;
  if (hidden) return <div style={{ display: 'none' }}>{children}</div>;
  return (
    <Box className={classNames} style={style} mb="3">
      {children}
      {displayLabel && rawDescription ? description : null}
      {errors}
      {help}
    </Box>
  );
}
