import { useState } from 'react';

import { Button } from '../../../components/ui/button.tsx';
import { useCountdown } from '../hooks/use-countdown.ts';

/**
 * 获取验证码 / 重新发送验证码: sends a code, then waits a minute before it may send again.
 * `onSend` answers whether a code went out (false: the form shows why).
 */
export function SendCodeButton({ onSend, sentOnce = false }: { onSend: () => Promise<boolean>; sentOnce?: boolean }) {
  const { remaining, start } = useCountdown();
  const [sending, setSending] = useState(false);
  const [sent, setSent] = useState(sentOnce);

  const send = async () => {
    setSending(true);
    try {
      if (await onSend()) {
        setSent(true);
        start();
      }
    } finally {
      setSending(false);
    }
  };

  const label = remaining > 0 ? `${remaining} 秒后可重新发送` : sent ? '重新发送验证码' : '获取验证码';
  return (
    <Button onClick={() => void send()} disabled={remaining > 0} loading={sending}>
      {label}
    </Button>
  );
}
