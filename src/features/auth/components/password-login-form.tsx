
import { Button } from '../../../components/ui/button.tsx';
import { Form, FormError } from '../../../components/ui/form-layout.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { useTransport } from '../../../lib/transport-context.tsx';
import { passwordLogin } from '../api/sign-in.ts';
import { passwordLoginCheck } from '../schemas.ts';
import { fieldProps, useSignInForm } from './use-sign-in-form.ts';

/**
 * Step 1 of the password sign-in: phone and password. A wrong pair shows the server's
 * message (手机号或密码错误) under the form; success hands the phone to the SMS step.
 */
export function PasswordLoginForm({ onPasswordAccepted }: { onPasswordAccepted: (phoneNumber: string) => void }) {
  const transport = useTransport();
  const form = useSignInForm({
    initialValues: { phoneNumber: '', password: '' },
    check: passwordLoginCheck,
    onSubmit: async (values, helpers) => {
      helpers.setStatus(undefined);
      const phoneNumber = values.phoneNumber.trim();
      const outcome = await passwordLogin(transport, { phoneNumber, password: values.password });
      if (outcome.ok) onPasswordAccepted(phoneNumber);
      else helpers.setStatus(outcome.message);
    },
  });
  const status = form.status;

  return (
    <Form onSubmit={form.handleSubmit} label="密码登录">
      <TextField label="手机号" type="tel" inputMode="numeric" maxLength={11} autoComplete="username" {...fieldProps(form, 'phoneNumber')} />
      <TextField label="密码" type="password" autoComplete="current-password" {...fieldProps(form, 'password')} />
      <Button type="submit" variant="primary" loading={form.isSubmitting} fullWidth>
        下一步
      </Button>
      {status ? <FormError>{status}</FormError> : null}
    </Form>
  );
}
