/**
 * Stands in for @rjsf/core's widget table (`components/widgets/index.js`, which its default
 * registry imports) in the browser build (`unusedPartsStubbed` in vite.config.ts): about 3 KB gzip
 * of every page with a form (issue 22: the booking page over its 330 KB budget).
 *
 * @rjsf/core registers all twenty of its widgets; the portal's theme (theme.ts) draws six of them
 * its own way (checkbox, checkboxes, radio, select, textarea, date), which replace RJSF's in the
 * registry, and no form names the alternative date pickers, the file input or the star rating
 * (`alt-date`, `alt-datetime`, `file`, `rating`; the attachment widget is the portal's own). So
 * only the plain inputs are kept, which RJSF picks by a field's type or a uiSchema may name
 * (text, hidden, password, email, url, updown, range, time, datetime, color). Law:
 * tests/build/core-widgets-stub.test.tsx (every widget a form of the portal can ask for is in the registry).
 * Should a uiSchema name a dropped one, RJSF says "No widget" for that field.
 */
import ColorWidget from '@rjsf/core/lib/components/widgets/ColorWidget.js';
import DateTimeWidget from '@rjsf/core/lib/components/widgets/DateTimeWidget.js';
import EmailWidget from '@rjsf/core/lib/components/widgets/EmailWidget.js';
import HiddenWidget from '@rjsf/core/lib/components/widgets/HiddenWidget.js';
import PasswordWidget from '@rjsf/core/lib/components/widgets/PasswordWidget.js';
import RangeWidget from '@rjsf/core/lib/components/widgets/RangeWidget.js';
import TextWidget from '@rjsf/core/lib/components/widgets/TextWidget.js';
import TimeWidget from '@rjsf/core/lib/components/widgets/TimeWidget.js';
import UpDownWidget from '@rjsf/core/lib/components/widgets/UpDownWidget.js';
import URLWidget from '@rjsf/core/lib/components/widgets/URLWidget.js';
import type { RegistryWidgetsType } from '@rjsf/utils';

/** The core widgets the portal keeps, under RJSF's names. */
export const KEPT_CORE_WIDGETS = ['ColorWidget', 'DateTimeWidget', 'EmailWidget', 'HiddenWidget', 'PasswordWidget', 'RangeWidget', 'TextWidget', 'TimeWidget', 'UpDownWidget', 'URLWidget'] as const;

export default function widgets(): RegistryWidgetsType {
  return { ColorWidget, DateTimeWidget, EmailWidget, HiddenWidget, PasswordWidget, RangeWidget, TextWidget, TimeWidget, UpDownWidget, URLWidget } as RegistryWidgetsType;
}
