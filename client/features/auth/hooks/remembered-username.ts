import { REMEMBER_ME_DAYS } from '@shared/constants';

const REMEMBER_COOKIE = 'remember_username';

/** The username remember-me kept in this browser ('' when none). */
export function rememberedUsername(): string {
  if (typeof document === 'undefined') return '';
  const match = new RegExp(`(?:^|; )${REMEMBER_COOKIE}=([^;]*)`).exec(document.cookie);
  return match?.[1] ? decodeURIComponent(match[1]) : '';
}

/** Keeps the username for remember-me's days, or forgets it (null). */
export function remember(username: string | null) {
  const value = username ? encodeURIComponent(username) : '';
  const maxAge = username ? REMEMBER_ME_DAYS * 86_400 : 0;
  // biome-ignore lint/suspicious/noDocumentCookie: remember me is a cookie of one day (docs/product.md 9); Cookie Store API is not in every browser players use
  document.cookie = `${REMEMBER_COOKIE}=${value}; path=/; max-age=${maxAge}; samesite=lax`;
}
