import { useNavigate } from 'react-router-dom';

import { Button } from '../../../components/ui/button.tsx';
import { Form, FormCard, FormError } from '../../../components/ui/form-layout.tsx';
import { Hint } from '../../../components/ui/layout.tsx';
import { Link } from '../../../components/ui/link.tsx';
import { PageTitle } from '../../../components/ui/page-title.tsx';
import { showMessage } from '../../../components/ui/toaster.tsx';
import { PRODUCT_NAME } from '../../../config/product.ts';
import { useTransport } from '../../../lib/transport-context.tsx';
import type { PageProps } from '../../../pages/page-props.ts';
import { resetPassword } from '../api/sign-in.ts';
import { activateCheck } from '../schemas.ts';
import { useSignInForm } from './use-sign-in-form.ts';
import { NewPasswordFields } from './new-password-fields.tsx';
import { PhoneCodeFields } from './phone-code-fields.tsx';

/** /activeUser: phone, an 'activate' code and a first password (the reset call activates the account). */
export default function ActivateUserPage({ title }: PageProps) {
  const transport = useTransport();
  const navigate = useNavigate();
  const form = useSignInForm({
    initialValues: { phoneNumber: '', code: '', newPassword: '', confirmPassword: '' },
    check: activateCheck,
    onSubmit: async (values, helpers) => {
      helpers.setStatus(undefined);
      const outcome = await resetPassword(transport, {
        phoneNumber: values.phoneNumber.trim(),
        code: values.code.trim(),
        newPassword: values.newPassword,
      });
      if (!outcome.ok) {
        helpers.setStatus(outcome.message);
        return;
      }
      showMessage('账号已激活，请登录', 'success');
      void navigate('/login', { replace: true });
    },
  });
  const status = form.status;

  return (
    <FormCard>
      <title>{`${title} - ${PRODUCT_NAME}`}</title>
      <PageTitle>{title}</PageTitle>
      <Hint>首次使用请验证手机号并设置登录密码。</Hint>
      <Form onSubmit={form.handleSubmit} label="激活账号">
        <PhoneCodeFields form={form} purpose="activate" />
        <NewPasswordFields form={form} />
        <Button type="submit" variant="primary" loading={form.isSubmitting} fullWidth>
          激活
        </Button>
        {status ? <FormError>{status}</FormError> : null}
        <Link to="/login">返回登录</Link>
      </Form>
    </FormCard>
  );
}
