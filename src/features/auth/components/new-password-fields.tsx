import type { FormikProps } from 'formik';

import { TextField } from '../../../components/ui/text-field.tsx';
import { fieldProps } from './formik-field.ts';

interface NewPassword {
  newPassword: string;
  confirmPassword: string;
}

/** The new password, twice. */
export function NewPasswordFields<Values extends NewPassword>({ formik }: { formik: FormikProps<Values> }) {
  return (
    <>
      <TextField label="新密码" type="password" autoComplete="new-password" placeholder="至少8位，含字母和数字" {...fieldProps(formik, 'newPassword')} />
      <TextField label="确认新密码" type="password" autoComplete="new-password" {...fieldProps(formik, 'confirmPassword')} />
    </>
  );
}
