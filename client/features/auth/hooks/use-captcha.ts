import { useRef, useState } from 'react';
import { CAPTCHA_REFRESH_MS } from '@shared/constants';
import { useApp } from '@client/app/app-context';
import { getCaptcha } from '../api/session-calls';

/**
 * A captcha image of the login and register forms (docs/product.md 4): a new one at most every
 * CAPTCHA_REFRESH_MS however often the player taps it, or at once after a refusal (`fresh`).
 * A failure to fetch one goes to `onError`.
 */
export function useCaptcha(onError: (error: unknown) => void) {
  const { api } = useApp();
  const [image, setImage] = useState('');
  const last = useRef(0);
  const load = async ({ fresh = false } = {}) => {
    const now = Date.now();
    if (!fresh && now - last.current < CAPTCHA_REFRESH_MS) return false;
    last.current = now;
    try {
      setImage(await getCaptcha(api));
      return true;
    } catch (error) {
      onError(error);
      return false;
    }
  };
  return { image, load };
}
