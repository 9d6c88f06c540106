/**
 * One field's frame: the widget (which draws its own linked label), then its description, its
 * errors (FieldErrorTemplate, linked from the input by id) and help. Hidden fields render
 * nothing visible. Replaces the Chakra theme's Fieldset frame, whose legend is not tied to inputs.
 *
 * A plain `div` with the theme's spacing token, not a Chakra `Box`: every field has this frame, and
 * resolving a Box's style props per field was a measurable part of drawing 200 special fields
 * (issue 9, mount; docs/performance.md "Session 6: mount"). The same goes for the widgets' wrappers.
 */
import type { CSSProperties } from 'react';
import type { FieldTemplateProps } from '@rjsf/utils';

/** Chakra's `mb="3"`, as its CSS variable (the portal's system keeps Chakra's `chakra` prefix). */
const FIELD_GAP = 'var(--chakra-spacing-3)';
const FRAME: CSSProperties = { marginBottom: FIELD_GAP };

export function FieldTemplate(props: FieldTemplateProps) {
  const { children, classNames, style, hidden, displayLabel, rawDescription, description, errors, help } = props;
  if (hidden) return <div style={{ display: 'none' }}>{children}</div>;
  return (
    <div className={classNames} style={style ? { ...FRAME, ...style } : FRAME}>
      {children}
      {displayLabel && rawDescription ? description : null}
      {errors}
      {help}
    </div>
  );
}
