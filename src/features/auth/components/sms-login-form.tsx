
import { Button } from '../../../components/ui/button.tsx';
import { Form, FormError } from '../../../components/ui/form-layout.tsx';
import { useTransport } from '../../../lib/transport-context.tsx';
import { verificationCodeLogin } from '../api/sign-in.ts';
import { useCompleteSignIn } from '../hooks/use-complete-sign-in.ts';
import { phoneAndCodeCheck } from '../schemas.ts';
import { useSignInForm } from './use-sign-in-form.ts';
import { PhoneCodeFields } from './phone-code-fields.tsx';

/** 验证码登录: sign-in by an SMS code alone (code purpose 'login'). */
export function SmsLoginForm() {
  const transport = useTransport();
  const completeSignIn = useCompleteSignIn();
  const form = useSignInForm({
    initialValues: { phoneNumber: '', code: '' },
    check: phoneAndCodeCheck,
    onSubmit: async (values, helpers) => {
      helpers.setStatus(undefined);
      const outcome = await verificationCodeLogin(transport, { phoneNumber: values.phoneNumber.trim(), code: values.code.trim() });
      if (outcome.ok) completeSignIn(outcome.value);
      else helpers.setStatus(outcome.message);
    },
  });
  const status = form.status;

  return (
    <Form onSubmit={form.handleSubmit} label="验证码登录">
      <PhoneCodeFields form={form} purpose="login" />
      <Button type="submit" variant="primary" loading={form.isSubmitting} fullWidth>
        登录
      </Button>
      {status ? <FormError>{status}</FormError> : null}
    </Form>
  );
}
