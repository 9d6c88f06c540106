import { ButtonRow, FormCard } from '../../../components/ui/form-layout.tsx';
import { Link } from '../../../components/ui/link.tsx';
import { PageTitle } from '../../../components/ui/page-title.tsx';
import { Tabs } from '../../../components/ui/tabs.tsx';
import { PRODUCT_NAME } from '../../../config/product.ts';
import type { PageProps } from '../../../pages/page-props.ts';
import { PasswordSignIn } from './password-sign-in.tsx';
import { SmsLoginForm } from './sms-login-form.tsx';

/** /login: password sign-in (then the SMS code) or sign-in by SMS code alone. */
export default function LoginPage({ title }: PageProps) {
  return (
    <FormCard>
      <title>{`${title} - ${PRODUCT_NAME}`}</title>
      <PageTitle>{title}</PageTitle>
      <Tabs
        items={[
          { value: 'password', label: '密码登录', content: <PasswordSignIn /> },
          { value: 'sms', label: '验证码登录', content: <SmsLoginForm /> },
        ]}
      />
      <ButtonRow>
        <Link to="/forgetPwd">忘记密码</Link>
        <Link to="/activeUser">激活账号</Link>
      </ButtonRow>
    </FormCard>
  );
}
