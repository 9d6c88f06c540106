import type { FormikProps } from 'formik';

import type { TextFieldProps } from '../../../components/ui/text-field.tsx';

/**
 * The props a TextField needs for one Formik field; the message shows once the field was
 * touched (or the form was submitted, which touches every field).
 */
export function fieldProps<Values extends object>(
  formik: FormikProps<Values>,
  name: keyof Values & string,
): Pick<TextFieldProps, 'name' | 'value' | 'onChange' | 'onBlur' | 'error'> {
  const { value, onChange, onBlur } = formik.getFieldProps<string>(name);
  const meta = formik.getFieldMeta(name);
  return { name, value: value ?? '', onChange, onBlur, error: meta.touched ? meta.error : undefined };
}
