import { useCallback, useEffect, useState } from 'react';

/** How long the send button waits before a code may be sent again. */
export const RESEND_SECONDS = 60;

/**
 * A seconds countdown for the 重新发送 button: `start()` begins it, `remaining` is 0 when
 * a new code may be sent.
 */
export function useCountdown(seconds: number = RESEND_SECONDS) {
  const [remaining, setRemaining] = useState(0);

  useEffect(() => {
    if (remaining <= 0) return undefined;
    const timer = setTimeout(() => setRemaining((value) => value - 1), 1000);
    return () => clearTimeout(timer);
  }, [remaining]);

  const start = useCallback(() => setRemaining(seconds), [seconds]);
  return { remaining, start };
}
