import { useEffect, useRef, useState } from 'react';
import { LOGIN_SMS_THROTTLE_MS } from '@shared/constants';

/**
 * docs/product.md 4 SMS send button: at most one press a second; after a sent code it is disabled
 * with a countdown (to the end time the send answered), ticking each second, then enabled again.
 */
export function useCodeSender() {
  const [until, setUntil] = useState(0);
  const [now, setNow] = useState(() => Date.now());
  const [sending, setSending] = useState(false);
  const lastPress = useRef(0);
  useEffect(() => {
    if (until <= now) return;
    const timer = setTimeout(() => setNow(Date.now()), 1000);
    return () => clearTimeout(timer);
  }, [until, now]);
  const secondsLeft = Math.max(0, Math.ceil((until - now) / 1000));
  /** Runs send (answering the countdown's end, epoch ms) unless throttled or counting down. */
  const press = async (send: () => Promise<number>) => {
    const at = Date.now();
    if (sending || secondsLeft > 0 || at - lastPress.current < LOGIN_SMS_THROTTLE_MS) return;
    lastPress.current = at;
    setSending(true);
    try {
      const end = await send();
      setNow(Date.now());
      setUntil(end);
    } finally {
      setSending(false);
    }
  };
  return { secondsLeft, sending, press };
}
