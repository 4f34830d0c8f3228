/** Calls of the rest of accounts (docs/product.md 7.1): forgotten password, password change and social login. */

/** POST /wps/verification/sms/noLogin answer (docs/product.md 7.1 "login SMS code"). */
/** GET /wps/captcha: a fresh captcha image, a base64 PNG. */
export type CaptchaImage = string;

export interface LoginSmsAnswer {
  expiredMinutes: number;
}

/** POST /wps/member/password/email (form or JSON): a temporary password goes to the e-mail. */
export interface ForgotEmailRequest {
  username: string;
  email: string;
}

/** POST /wps/member/password/email answer: how long the temporary password works. */
export interface ForgotEmailAnswer {
  /** epoch ms */
  expirationTime: number;
}

/** POST /wps/verification/sms/forgot (docs/product.md 7.1 "forgot SMS"; path not shown there). */
export interface ForgotSmsRequest {
  countryDialingCode: string;
  mobileNum: string;
}

/** value.expirationTime: epoch ms at which the code stops working (the countdown's end). */
export interface ForgotSmsAnswer {
  expirationTime: number;
}

/** POST /wps/member/password/verification (encrypted): sets the password and starts a session. */
export interface PasswordByPhoneRequest {
  newPassword: string;
  mobileNum: string;
  countryDialingCode: string;
  verificationCode: string;
}

/** The two identity providers social login offers (stand-ins in the reference gateway). */
export const SOCIAL_PROVIDERS = ['google', 'facebook'] as const;
export type SocialProvider = (typeof SOCIAL_PROVIDERS)[number];

/** POST /wps/session/social/{provider}/start */
export interface SocialStartRequest {
  /** the portal page to come back to; its host must be one of the merchant's */
  returnUrl: string;
}

/** Where the browser goes next: the provider's consent page. */
export interface SocialStartAnswer {
  authorizeUrl: string;
}

/** Error codes of these calls. */
export type LoginRecoveryErrorCode = 'USER_EMAIL_NOT_FOUND' | 'MOBILE_NOT_FOUND' | 'CODE_INVALID' | 'WEAK_PASSWORD' | 'FEATURE_DISABLED';
