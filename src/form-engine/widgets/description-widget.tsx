/**
 * `description` (showType 8): a text shown in the form, no input and no value (D4). The text is
 * `ui:options.text` (the compiler puts the field's default value there, or its name). Plain elements with the classes of
 * `theme/form-engine.css` (issue 9).
 */
import type { WidgetProps } from '@rjsf/utils';

import '../theme/form-engine.css';

export function DescriptionWidget({ id, label, options }: WidgetProps) {
  const text = typeof options.text === 'string' && options.text !== '' ? options.text : label;
  return (
    <div id={id} className="fe-note">
      {label && label !== text ? <p className="fe-note__title">{label}</p> : null}
      <p className="fe-note__text">{text}</p>
    </div>
  );
}
