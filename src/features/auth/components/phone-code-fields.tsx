import { ButtonRow } from '../../../components/ui/form-layout.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { useTransport } from '../../../lib/transport-context.tsx';
import { sendVerificationCode } from '../api/sign-in.ts';
import type { CodePurpose } from '../api/sign-in.ts';
import { fieldProps, type SignInForm } from './use-sign-in-form.ts';
import { SendCodeButton } from './send-code-button.tsx';

interface PhoneAndCode extends Record<string, string> {
  phoneNumber: string;
  code: string;
}

/**
 * Phone, 获取验证码 and the code, for a form whose values include both. The button checks
 * the phone first and sends a code for `purpose`; a refusal shows as the form's status.
 */
export function PhoneCodeFields<Values extends PhoneAndCode>({ form, purpose }: { form: SignInForm<Values>; purpose: CodePurpose }) {
  const transport = useTransport();
  const send = async () => {
    form.setStatus(undefined);
    // Touching the phone shows its message (only touched fields show theirs).
    if (form.touch('phoneNumber') !== undefined) return false;
    const outcome = await sendVerificationCode(transport, { phoneNumber: form.values.phoneNumber.trim(), purpose });
    if (!outcome.ok) form.setStatus(outcome.message);
    return outcome.ok;
  };

  return (
    <>
      <TextField label="手机号" type="tel" inputMode="numeric" maxLength={11} autoComplete="username" {...fieldProps(form, 'phoneNumber')} />
      <TextField label="验证码" inputMode="numeric" maxLength={6} autoComplete="one-time-code" {...fieldProps(form, 'code')} />
      <ButtonRow>
        <SendCodeButton onSend={send} />
      </ButtonRow>
    </>
  );
}
