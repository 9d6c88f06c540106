import { useLocation, useNavigate } from 'react-router-dom';

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
import { newPasswordCheck } from '../schemas.ts';
import { useSignInForm } from './use-sign-in-form.ts';
import { NewPasswordFields } from './new-password-fields.tsx';
import { readResetPasswordState } from './reset-password-state.ts';
import type { ResetPasswordState } from './reset-password-state.ts';

function ResetPasswordForm({ verified }: { verified: ResetPasswordState }) {
  const transport = useTransport();
  const navigate = useNavigate();
  const form = useSignInForm({
    initialValues: { newPassword: '', confirmPassword: '' },
    check: newPasswordCheck,
    onSubmit: async (values, helpers) => {
      helpers.setStatus(undefined);
      const outcome = await resetPassword(transport, { ...verified, newPassword: values.newPassword });
      if (!outcome.ok) {
        helpers.setStatus(outcome.message);
        return;
      }
      showMessage('密码已重置，请使用新密码登录', 'success');
      void navigate('/login', { replace: true });
    },
  });
  const status = form.status;

  return (
    <Form onSubmit={form.handleSubmit} label="设置新密码">
      <NewPasswordFields form={form} />
      <Button type="submit" variant="primary" loading={form.isSubmitting} fullWidth>
        确认修改
      </Button>
      {status ? <FormError>{status}</FormError> : null}
    </Form>
  );
}

/** /resetPwd: the new password twice, for the phone and code checked on /forgetPwd. */
export default function ResetPasswordPage({ title }: PageProps) {
  const verified = readResetPasswordState(useLocation().state);
  return (
    <FormCard>
      <title>{`${title} - ${PRODUCT_NAME}`}</title>
      <PageTitle>{title}</PageTitle>
      {verified === null ? (
        <Hint>请先验证手机号。</Hint>
      ) : (
        <ResetPasswordForm verified={verified} />
      )}
      <Link to={verified === null ? '/forgetPwd' : '/login'}>{verified === null ? '去验证手机号' : '返回登录'}</Link>
    </FormCard>
  );
}
