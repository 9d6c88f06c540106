import { TextField } from '../../../components/ui/text-field.tsx';
import { fieldProps, type SignInForm } from './use-sign-in-form.ts';

interface NewPassword extends Record<string, string> {
  newPassword: string;
  confirmPassword: string;
}

/** The new password, twice. */
export function NewPasswordFields<Values extends NewPassword>({ form }: { form: SignInForm<Values> }) {
  return (
    <>
      <TextField label="新密码" type="password" autoComplete="new-password" placeholder="至少8位，含字母和数字" {...fieldProps(form, 'newPassword')} />
      <TextField label="确认新密码" type="password" autoComplete="new-password" {...fieldProps(form, 'confirmPassword')} />
    </>
  );
}
