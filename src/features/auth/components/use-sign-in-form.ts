import { useMemo, useRef, useState } from 'react';
import type { ChangeEvent, FormEvent } from 'react';

import type { TextFieldProps } from '../../../components/ui/text-field.tsx';
import type { FormCheck, FormErrors } from '../schemas.ts';

type TextValues = Record<string, string>;

export interface SignInForm<Values extends TextValues> {
  values: Values;
  /** Every field's message, whether shown or not. */
  errors: FormErrors<Values>;
  touched: Partial<Record<keyof Values & string, boolean>>;
  /** The form's own message (e.g. the server's refusal), shown under it. */
  status: string | undefined;
  isSubmitting: boolean;
  setStatus: (status: string | undefined) => void;
  setValue: (name: keyof Values & string, value: string) => void;
  /** Marks a field touched (its message shows from now on) and answers that message. */
  touch: (name: keyof Values & string) => string | undefined;
  handleSubmit: (event?: FormEvent<HTMLFormElement>) => void;
}

export interface SignInFormOptions<Values extends TextValues> {
  initialValues: Values;
  check: FormCheck<Values>;
  /** Runs once every field is valid; `setStatus` shows a message under the form. */
  onSubmit: (values: Values, helpers: { setStatus: (status: string | undefined) => void }) => Promise<void>;
}

/**
 * The state of one sign-in or password form, as Formik kept it before (issue 9 §2: the /login
 * page without Formik and yup): values; messages checked on every change, shown for a field once
 * it was left (blur) or the form was submitted (which touches every field); submit runs only when
 * nothing is wrong, and no second submit starts while one runs.
 */
export function useSignInForm<Values extends TextValues>({ initialValues, check, onSubmit }: SignInFormOptions<Values>): SignInForm<Values> {
  const [values, setValues] = useState(initialValues);
  const [touched, setTouched] = useState<Partial<Record<keyof Values & string, boolean>>>({});
  const [status, setStatus] = useState<string | undefined>(undefined);
  const [isSubmitting, setSubmitting] = useState(false);
  const submitting = useRef(false);
  const errors = useMemo(() => check(values), [check, values]);

  const setValue = (name: keyof Values & string, value: string) => setValues((before) => ({ ...before, [name]: value }));
  const touch = (name: keyof Values & string) => {
    setTouched((before) => (before[name] ? before : { ...before, [name]: true }));
    return errors[name];
  };
  const handleSubmit = (event?: FormEvent<HTMLFormElement>) => {
    event?.preventDefault();
    const all = Object.fromEntries(Object.keys(values).map((name) => [name, true])) as Record<keyof Values & string, boolean>;
    setTouched(all);
    if (Object.keys(errors).length > 0 || submitting.current) return;
    submitting.current = true;
    setSubmitting(true);
    void onSubmit(values, { setStatus }).finally(() => {
      submitting.current = false;
      setSubmitting(false);
    });
  };
  return { values, errors, touched, status, isSubmitting, setStatus, setValue, touch, handleSubmit };
}

/** The props a TextField needs for one field of the form; its message shows once it was touched. */
export function fieldProps<Values extends TextValues>(
  form: SignInForm<Values>,
  name: keyof Values & string,
): Pick<TextFieldProps, 'name' | 'value' | 'onChange' | 'onBlur' | 'error' | 'required'> {
  return {
    name,
    // Every field of the sign-in and password forms must be filled (aria-required).
    required: true,
    value: form.values[name] ?? '',
    onChange: (event: ChangeEvent<HTMLInputElement>) => form.setValue(name, event.target.value),
    onBlur: () => void form.touch(name),
    error: form.touched[name] ? form.errors[name] : undefined,
  };
}
