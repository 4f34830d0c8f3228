/**
 * The zod schemas of the accounts calls (the answers are in shared/api/ and
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

/** POST /wps/session/login (encrypted): LoginRequest (shared/api/); bot-check fields pass through unread. */
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

/** POST /__admin/members (operator): a throwaway account for tests and demos, its wallet funded from the house with `opening`. */
export const testMemberSchema = z.object({
  merchantCode: z.string().min(1),
  username: z.string().min(1).max(50),
  password: z.string().min(1).max(100),
  nickname: z.string().max(50).optional(),
  type: z.union([z.literal(0), z.literal(1), z.literal(2), z.literal(4), z.literal(41), z.literal(42)]).optional(),
  passwordIsDefault: z.boolean().optional(),
  mobileNum: z.string().max(30).optional(),
  countryDialingCode: z.string().max(8).optional(),
  email: z.string().max(100).optional(),
  /** epoch ms; default now */
  passwordChangedAt: z.number().int().min(0).optional(),
  opening: z.number().int().min(0).max(1_000_000_000).optional(),
  /** an agent's invitation code: the agent becomes the member's upline */
  affiliateCode: z.string().max(30).optional(),
  /** the referral code the member registered with (a friend of the code's member) */
  referralCode: z.string().max(30).optional(),
});
