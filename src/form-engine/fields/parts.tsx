/**
 * The pieces our custom fields and widgets share: a titled group (fieldset + legend), a labelled
 * input, a labelled select, and the error lines under a part with the id its input points at.
 * Each keeps the accessibility rules of issue 8 §2 (label linked by id, aria-required, errors by
 * aria-describedby), so a field built from them cannot forget one. Plain elements styled once by
 * `theme/form-engine.css` with Chakra's look (issue 9: no Chakra component per part per render).
 */
import type { ErrorSchema, FieldProps } from '@rjsf/utils';
import { ID_KEY, getUiOptions } from '@rjsf/utils';
import type { ReactNode } from 'react';

import type { FormContext } from '../form-context.ts';
import { useShownMessages } from '../rule-messages.ts';
import { FieldLabel, requiredClass } from '../theme/field-label.tsx';
import '../theme/form-engine.css';
import { SelectBox } from '../theme/select-box.tsx';

/** A custom field's id, context, options and a setter of its whole value. */
export function fieldBasics<T>(props: FieldProps) {
  const id = props.fieldPathId[ID_KEY];
  const context = props.registry.formContext as FormContext;
  const options = getUiOptions(props.uiSchema) as Record<string, unknown>;
  const title = (props.uiSchema?.['ui:title'] as string | undefined) ?? props.schema.title ?? props.name;
  const set = (value: T) => props.onChange(value as never, props.fieldPathId.path);
  const locked = Boolean(props.disabled || props.readonly);
  return { id, context, options, title, set, locked };
}

/** The messages of one part of a field's error schema (`pickUp` → `addressType` → `__errors`). */
export function partErrors(errorSchema: ErrorSchema | undefined, ...keys: (string | number)[]): string[] {
  let node: unknown = errorSchema;
  for (const key of keys) node = (node as Record<string, unknown> | undefined)?.[String(key)];
  const errors = (node as { __errors?: unknown } | undefined)?.__errors;
  return Array.isArray(errors) ? [...new Set(errors.filter((e): e is string => typeof e === 'string'))] : [];
}

/** The id of a part's error lines. */
export const errorIdOf = (id: string) => `${id}__error`;

/** Error lines under a part, with the id its input's aria-describedby names. */
export function ErrorLines({ id, messages }: { id: string; messages: readonly string[] }) {
  const shown = useShownMessages(messages);
  if (shown.length === 0) return null;
  return (
    <div id={errorIdOf(id)} className="fe-error">
      {shown.map((message) => (
        <p key={message}>{message}</p>
      ))}
    </div>
  );
}

/** A titled group of inputs: a fieldset whose legend names it. */
export function FieldGroup({ id, title, required, children }: { id: string; title: ReactNode; required?: boolean | undefined; children: ReactNode }) {
  return (
    <fieldset id={id} className="fe-group-box">
      <legend className={requiredClass('fe-object__legend', required)}>{title}</legend>
      <div className="fe-stack fe-stack--2">{children}</div>
    </fieldset>
  );
}

/** The ARIA of one part's input: required, invalid, described by its error lines. */
export function partAria(id: string, required: boolean | undefined, errors: readonly string[]) {
  return {
    'aria-required': required ? (true as const) : undefined,
    'aria-invalid': errors.length > 0 ? (true as const) : undefined,
    'aria-describedby': errorIdOf(id),
  };
}

export interface TextPartProps {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  required?: boolean | undefined;
  errors?: readonly string[];
  disabled?: boolean | undefined;
  type?: 'text' | 'tel' | 'email' | 'number';
  placeholder?: string | undefined;
  onBlur?: () => void;
  /** The id of errors drawn elsewhere that concern this input too (a section's own, under its group): it is then invalid and described by them. */
  alsoDescribedBy?: string | undefined;
}

/** A labelled text input with its error lines. */
export function TextPart({ id, label, value, onChange, required, errors = [], disabled, type = 'text', placeholder, onBlur, alsoDescribedBy }: TextPartProps) {
  const aria = partAria(id, required, errors);
  return (
    <div>
      <FieldLabel htmlFor={id} label={label} required={required} />
      <input
        id={id}
        className="fe-input"
        type={type}
        value={value}
        placeholder={placeholder}
        disabled={disabled}
        onChange={(event) => onChange(event.target.value)}
        onBlur={onBlur}
        {...aria}
        {...(alsoDescribedBy ? { 'aria-invalid': true as const, 'aria-describedby': `${aria['aria-describedby']} ${alsoDescribedBy}` } : {})}
      />
      <ErrorLines id={id} messages={errors} />
    </div>
  );
}

export interface SelectPartProps {
  id: string;
  label: string;
  value: string;
  choices: readonly { value: string; label: string; disabled?: boolean }[];
  onChange: (value: string) => void;
  required?: boolean | undefined;
  errors?: readonly string[];
  disabled?: boolean | undefined;
  /** The empty choice's text; none when the select has no empty choice. */
  prompt?: string | null;
}

/** A labelled native select with its error lines. */
export function SelectPart({ id, label, value, choices, onChange, required, errors = [], disabled, prompt = '请选择' }: SelectPartProps) {
  return (
    <div>
      <FieldLabel htmlFor={id} label={label} required={required} />
      <SelectBox id={id} value={value} disabled={disabled} onChange={(event) => onChange(event.target.value)} {...partAria(id, required, errors)}>
        {prompt === null ? null : <option value="">{prompt}</option>}
        {choices.map((choice) => (
          <option key={choice.value} value={choice.value} disabled={choice.disabled}>
            {choice.label}
          </option>
        ))}
      </SelectBox>
      <ErrorLines id={id} messages={errors} />
    </div>
  );
}
