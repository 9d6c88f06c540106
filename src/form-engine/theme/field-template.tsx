/**
 * One field's frame: the widget (which draws its own linked label), then its description, its
 * errors (FieldErrorTemplate, linked from the input by id) and help. Hidden fields render
 * nothing visible. Replaces the Chakra theme's Fieldset frame, whose legend is not tied to inputs.
 *
 * A plain `div` with the theme's spacing token, not a Chakra `Box`: every field has this frame, and
 * resolving a Box's style props per field was a measurable part of drawing 200 special fields
 * (issue 9, mount; docs/performance.md "Mount"). The same goes for the widgets' wrappers.
 *
 * Under the field, before its errors: the rules' notice of a correction they made there (D3, D5;
 * `formContext.fieldNotices`), a polite status the screen reader reads when it appears, not an error.
 */
import type { CSSProperties } from 'react';
import type { FieldTemplateProps } from '@rjsf/utils';

import { formContextOf } from '../form-context.ts';

/** Chakra's `mb="3"`, as its CSS variable (the portal's system keeps Chakra's `chakra` prefix). */
const FIELD_GAP = 'var(--chakra-spacing-3)';
const FRAME: CSSProperties = { marginBottom: FIELD_GAP };
/** The notice's look: a quiet line in the theme's muted text, as a help text is. */
const NOTICE: CSSProperties = { marginTop: 'var(--chakra-spacing-1)', color: 'var(--chakra-colors-fg-muted)', fontSize: 'var(--chakra-font-sizes-sm)' };

export function FieldTemplate(props: FieldTemplateProps) {
  const { children, classNames, style, hidden, displayLabel, rawDescription, description, errors, help, id } = props;
  if (hidden) return <div style={{ display: 'none' }}>{children}</div>;
  // Most of the time no notice stands, and a field looks nothing up.
  const notices = formContextOf(props.registry).fieldNotices;
  const notice = notices === undefined ? undefined : notices[`/${props.fieldPathId.path.join('/')}`];
  return (
    <div className={classNames} style={style ? { ...FRAME, ...style } : FRAME}>
      {children}
      {displayLabel && rawDescription ? description : null}
      {notice ? (
        <p id={`${id}__notice`} role="status" className="field-notice" style={NOTICE}>
          {notice}
        </p>
      ) : null}
      {errors}
      {help}
    </div>
  );
}
