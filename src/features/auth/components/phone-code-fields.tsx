import type { FormikProps } from 'formik';

import { ButtonRow } from '../../../components/ui/form-layout.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { useTransport } from '../../../lib/transport-context.tsx';
import { sendVerificationCode } from '../api/sign-in.ts';
import type { CodePurpose } from '../api/sign-in.ts';
import { fieldProps } from './formik-field.ts';
import { SendCodeButton } from './send-code-button.tsx';

interface PhoneAndCode {
  phoneNumber: string;
  code: string;
}

/**
 * Phone, 获取验证码 and the code, for a form whose values include both. The button checks
 * the phone first and sends a code for `purpose`; a refusal shows as the form's status.
 */
export function PhoneCodeFields<Values extends PhoneAndCode>({ formik, purpose }: { formik: FormikProps<Values>; purpose: CodePurpose }) {
  const transport = useTransport();
  const send = async () => {
    formik.setStatus(undefined);
    // Touching the phone validates the form and shows the phone's message (only touched fields show theirs).
    const errors = await formik.setFieldTouched('phoneNumber', true, true);
    if (errors && errors.phoneNumber) return false;
    const outcome = await sendVerificationCode(transport, { phoneNumber: formik.values.phoneNumber.trim(), purpose });
    if (!outcome.ok) formik.setStatus(outcome.message);
    return outcome.ok;
  };

  return (
    <>
      <TextField label="手机号" type="tel" inputMode="numeric" maxLength={11} autoComplete="username" {...fieldProps(formik, 'phoneNumber')} />
      <TextField label="验证码" inputMode="numeric" maxLength={6} autoComplete="one-time-code" {...fieldProps(formik, 'code')} />
      <ButtonRow>
        <SendCodeButton onSend={send} />
      </ButtonRow>
    </>
  );
}
