import { useNavigate } from 'react-router-dom';

import { Button } from '../../../components/ui/button.tsx';
import { Form, FormCard, FormError } from '../../../components/ui/form-layout.tsx';
import { Hint } from '../../../components/ui/layout.tsx';
import { Link } from '../../../components/ui/link.tsx';
import { PageTitle } from '../../../components/ui/page-title.tsx';
import { PRODUCT_NAME } from '../../../config/product.ts';
import { useTransport } from '../../../lib/transport-context.tsx';
import type { PageProps } from '../../../pages/page-props.ts';
import { checkVerificationCode } from '../api/sign-in.ts';
import { phoneAndCodeCheck } from '../schemas.ts';
import { useSignInForm } from './use-sign-in-form.ts';
import { PhoneCodeFields } from './phone-code-fields.tsx';
import type { ResetPasswordState } from './reset-password-state.ts';

/** /forgetPwd: phone, a 'reset' code, the code checked, then on to /resetPwd. */
export default function ForgetPasswordPage({ title }: PageProps) {
  const transport = useTransport();
  const navigate = useNavigate();
  const form = useSignInForm({
    initialValues: { phoneNumber: '', code: '' },
    check: phoneAndCodeCheck,
    onSubmit: async (values, helpers) => {
      helpers.setStatus(undefined);
      const state: ResetPasswordState = { phoneNumber: values.phoneNumber.trim(), code: values.code.trim() };
      const outcome = await checkVerificationCode(transport, { ...state, purpose: 'reset' });
      if (outcome.ok) void navigate('/resetPwd', { state });
      else helpers.setStatus(outcome.message);
    },
  });
  const status = form.status;

  return (
    <FormCard>
      <title>{`${title} - ${PRODUCT_NAME}`}</title>
      <PageTitle>{title}</PageTitle>
      <Hint>输入注册手机号，获取短信验证码后设置新密码。</Hint>
      <Form onSubmit={form.handleSubmit} label="找回密码">
        <PhoneCodeFields form={form} purpose="reset" />
        <Button type="submit" variant="primary" loading={form.isSubmitting} fullWidth>
          下一步
        </Button>
        {status ? <FormError>{status}</FormError> : null}
        <Link to="/login">返回登录</Link>
      </Form>
    </FormCard>
  );
}
