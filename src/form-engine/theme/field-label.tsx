/**
 * The visible label of one input, linked by `for`/`id` (issue 8 §2 accessibility). The Chakra
 * theme's `Field.Label` points at Chakra's generated id rather than the input's, so
 * `getByLabelText` found nothing; this label points at the very id the input carries.
 *
 * Plain elements with the classes of `form-engine.css`: every field draws a label, and a Chakra
 * `label` with style props cost a style resolution and an emotion hash per field per render
 * (issue 9, mount at 200 fields).
 */
import type { ReactNode } from 'react';

import './form-engine.css';

/** The id of a field's label element, for `aria-labelledby` on groups. */
export function labelId(id: string): string {
  return `${id}__label`;
}

export interface FieldLabelProps {
  /** The input's id: the label's `for`. */
  htmlFor: string;
  label: ReactNode;
  required?: boolean | undefined;
}

/**
 * The red star of a required field as Chakra style props, for the parts still drawn by Chakra
 * (`fields/parts.tsx`); the plain parts use the class `fe-required` (`form-engine.css`), the same
 * rule. Drawn by CSS, it is not part of the label's text, so the accessible name stays the field's
 * title (screen readers hear `aria-required` instead).
 */
export const REQUIRED_STAR = { content: '"*"', color: 'red.600', marginStart: '1' } as const;

/** The class that draws the red star after a required field's caption. */
export function requiredClass(base: string, required: boolean | undefined): string {
  return required ? `${base} fe-required` : base;
}

/** A label whose `for` is the input's id; a required field shows a red star. */
export function FieldLabel({ htmlFor, label, required }: FieldLabelProps) {
  return (
    <label htmlFor={htmlFor} id={labelId(htmlFor)} className={requiredClass('fe-label', required)}>
      {label}
    </label>
  );
}

/** A group's caption (radio buttons, checkboxes): a legend with the same required star. */
export function GroupLegend({ id, label, required }: { id: string; label: ReactNode; required?: boolean | undefined }) {
  return (
    <legend id={labelId(id)} className={requiredClass('fe-legend', required)}>
      {label}
    </legend>
  );
}
