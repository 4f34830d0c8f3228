/**
 * The zod schemas of the accounts calls (the answers are in shared/api.ts and
 * shared/api/login.ts), kept apart so the browser imports them for their types only. The
 * gateway validates with them; docs/product.md 7.1 marks which bodies travel encrypted.
 */
import { z } from 'zod';

/** POST /wps/member/password (token, encrypted): the member's own password change. */
export const passwordChangeSchema = z.object({
  oldPassword: z.string().max(200),
  newPassword: z.string().max(200),
  confirmNewPassword: z.string().max(200),
});
export type PasswordChangeRequest = z.infer<typeof passwordChangeSchema>;

const text = z.string().max(200);

/** POST /wps/session/login (encrypted): LoginRequest (shared/api.ts); bot-check fields pass through unread. */
export const loginRequestSchema = z.object({
  type: z.enum(['username', 'sms']),
  username: text.optional(),
  password: text.optional(),
  captcha: text.optional(),
  mobileNum: text.optional(),
  countryDialingCode: text.optional(),
  verificationCode: text.optional(),
});

/** POST /wps/session/login/verify/resend: the second step's challenge. */
export const challengeRequestSchema = z.object({ challengeId: z.string().min(1).max(100) });
/** POST /wps/session/login/verify: the challenge and the code sent for it. */
export const verifyRequestSchema = challengeRequestSchema.extend({ code: z.string().max(20) });
export type ChallengeRequest = z.infer<typeof challengeRequestSchema>;
export type VerifyRequest = z.infer<typeof verifyRequestSchema>;

/** POST /wps/session/freeplay: a trial account (docs/product.md 7.1 "free play"). */
export const freeplayRequestSchema = z.object({
  os: z.string().max(50).optional(),
  platform: z.string().max(10).optional(),
  nonce: z.string().min(1).max(200),
  version: z.union([z.number(), z.string()]).optional(),
});
export type FreeplayRequest = z.infer<typeof freeplayRequestSchema>;

/** A mobile number as the forms send it. */
export const phoneRequestSchema = z.object({ mobileNum: z.string().min(1).max(30), countryDialingCode: z.string().min(1).max(8) });

/** POST /wps/member/password/email: a temporary password to the account's e-mail. */
export const forgotEmailSchema = z.object({ username: z.string().trim().min(1).max(50), email: z.string().trim().min(3).max(100) });

/** POST /wps/member/password/verification (encrypted): PasswordByPhoneRequest. */
export const passwordByPhoneSchema = phoneRequestSchema.extend({ verificationCode: z.string().min(1).max(20), newPassword: z.string().min(1).max(200) });

/** POST /wps/session/social/{provider}/start: the portal page to come back to. */
export const socialStartSchema = z.object({ returnUrl: z.string().min(1).max(500) });
