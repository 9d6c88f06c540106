/**
 * The ARIA attributes every input of the form engine carries (issue 8 §2): required inputs say so
 * (`aria-required`), an input with errors is `aria-invalid`, and its error, description and help
 * are linked by `aria-describedby` (the ids RJSF's `ariaDescribedByIds` names, which our
 * FieldErrorTemplate renders).
 */
import { ariaDescribedByIds } from '@rjsf/utils';

export interface ControlAria {
  'aria-required'?: true;
  'aria-invalid'?: true;
  'aria-describedby': string;
}

/**
 * @example controlAria('root_7', true, ['必填']) // { 'aria-required': true, 'aria-invalid': true, 'aria-describedby': 'root_7__error root_7__description root_7__help' }
 */
export function controlAria(id: string, required: boolean | undefined, rawErrors: readonly unknown[] | undefined): ControlAria {
  return {
    ...(required ? { 'aria-required': true as const } : {}),
    ...(rawErrors && rawErrors.length > 0 ? { 'aria-invalid': true as const } : {}),
    'aria-describedby': ariaDescribedByIds(id),
  };
}
