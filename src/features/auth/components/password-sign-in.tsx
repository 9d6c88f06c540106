import { useState } from 'react';

import { PasswordLoginForm } from './password-login-form.tsx';
import { SmsCodeStep } from './sms-code-step.tsx';

/** The password sign-in: phone and password first, then the SMS code. */
export function PasswordSignIn() {
  const [phoneNumber, setPhoneNumber] = useState<string | null>(null);
  if (phoneNumber === null) return <PasswordLoginForm onPasswordAccepted={setPhoneNumber} />;
  return <SmsCodeStep phoneNumber={phoneNumber} onBack={() => setPhoneNumber(null)} />;
}
