
import { Button } from '../../../components/ui/button.tsx';
import { ButtonRow, Form, FormError } from '../../../components/ui/form-layout.tsx';
import { Hint } from '../../../components/ui/layout.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { useTransport } from '../../../lib/transport-context.tsx';
import { sendVerificationCode, verificationCodeLogin } from '../api/sign-in.ts';
import { useCompleteSignIn } from '../hooks/use-complete-sign-in.ts';
import { codeCheck } from '../schemas.ts';
import { fieldProps, useSignInForm } from './use-sign-in-form.ts';
import { SendCodeButton } from './send-code-button.tsx';

/** Hides the middle of a phone number: 138****0001. */
function maskPhone(phoneNumber: string): string {
  return phoneNumber.replace(/^(\d{3})\d{4}(\d{4})$/, '$1****$2');
}

/**
 * Step 2 of the password sign-in: the 6-digit code the server sent by SMS, checked by the
 * verification-code login. The code can be sent again.
 */
export function SmsCodeStep({ phoneNumber, onBack }: { phoneNumber: string; onBack: () => void }) {
  const transport = useTransport();
  const completeSignIn = useCompleteSignIn();
  const form = useSignInForm({
    initialValues: { code: '' },
    check: codeCheck,
    onSubmit: async (values, helpers) => {
      helpers.setStatus(undefined);
      const outcome = await verificationCodeLogin(transport, { phoneNumber, code: values.code.trim() });
      if (outcome.ok) completeSignIn(outcome.value);
      else helpers.setStatus(outcome.message);
    },
  });
  const resend = async () => {
    form.setStatus(undefined);
    const outcome = await sendVerificationCode(transport, { phoneNumber, purpose: 'login' });
    if (!outcome.ok) form.setStatus(outcome.message);
    return outcome.ok;
  };
  const status = form.status;

  return (
    <Form onSubmit={form.handleSubmit} label="短信验证">
      <Hint>{`验证码已发送至 ${maskPhone(phoneNumber)}，请输入短信中的 6 位数字。`}</Hint>
      <TextField label="验证码" inputMode="numeric" maxLength={6} autoComplete="one-time-code" {...fieldProps(form, 'code')} />
      <ButtonRow>
        <SendCodeButton onSend={resend} sentOnce />
        <Button onClick={onBack}>返回</Button>
      </ButtonRow>
      <Button type="submit" variant="primary" loading={form.isSubmitting} fullWidth>
        登录
      </Button>
      {status ? <FormError>{status}</FormError> : null}
    </Form>
  );
}
