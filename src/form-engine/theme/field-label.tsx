/**
 * The visible label of one input, linked by `for`/`id` (issue 8 §2 accessibility). The Chakra
 * theme's `Field.Label` points at Chakra's generated id rather than the input's, so
 * `getByLabelText` found nothing; this label points at the very id the input carries.
 */
import { chakra } from '@chakra-ui/react';
import type { ReactNode } from 'react';

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
 * The red star of a required field, drawn by CSS: it is not part of the label's text, so the
 * accessible name stays the field's title (screen readers hear `aria-required` instead).
 */
export const REQUIRED_STAR = { content: '"*"', color: 'red.600', marginStart: '1' } as const;

/** A label whose `for` is the input's id; a required field shows a red star. */
export function FieldLabel({ htmlFor, label, required }: FieldLabelProps) {
  return (
    <chakra.label htmlFor={htmlFor} id={labelId(htmlFor)} display="block" fontWeight="medium" fontSize="sm" mb="1" _after={required ? REQUIRED_STAR : undefined}>
      {label}
    </chakra.label>
  );
}

/** A group's caption (radio buttons, checkboxes): a legend with the same required star. */
export function GroupLegend({ id, label, required }: { id: string; label: ReactNode; required?: boolean | undefined }) {
  return (
    <chakra.legend id={labelId(id)} fontWeight="medium" fontSize="sm" mb="1" p="0" _after={required ? REQUIRED_STAR : undefined}>
      {label}
    </chakra.legend>
  );
}
