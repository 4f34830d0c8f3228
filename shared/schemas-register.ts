/**
 * The zod schemas of the registration calls (answers in shared/api/register.ts), kept apart
 * so the browser imports them for their types only; the field rules themselves are
 * shared/validation/register-form.ts, run on both sides.
 */
import { z } from 'zod';
import { REGISTER_FIELDS, type RegistrationValues } from './validation/register-form';

/** docs/product.md 3 registerMethod: this portal registers from the web. */
export const REGISTER_METHOD = 'WEB';

const text = z.string().max(255);
const botCheck = z.object({ challenge: z.string().max(1000), solution: z.string().max(20) });

/** POST /wps/member/register (encrypted): docs/product.md 3 registration user payload; every field a string (validated by the brand's rules). */
export const registerRequestSchema = z.object({
  ...Object.fromEntries(REGISTER_FIELDS.map((f) => [f, text.optional()])),
  countryDialingCode: z.string().max(8).optional(),
  domain: text.optional(),
  login: z.boolean().optional(),
  registerUrl: z.string().max(2000).optional(),
  registerMethod: z.literal(REGISTER_METHOD).optional(),
  firebaseChannel: text.optional(),
  firebaseIdToken: z.string().max(4000).optional(),
  botCheck: botCheck.optional(),
  /** the 21+ box (docs/product.md 5); the gateway refuses a registration without it */
  confirmAge: z.boolean().optional(),
  /** yyyy-MM-dd, required by the gateway; refused under 21 on the brand's day (shared/birthday.ts) */
  birthday: z.string().max(10).optional(),
}) as z.ZodType<
  RegistrationValues & { countryDialingCode?: string; registerUrl?: string; botCheck?: { challenge: string; solution: string }; birthday?: string }
>;
export type RegisterRequest = z.infer<typeof registerRequestSchema>;

/** POST /wps/verification/sms/register: a registration code to a number, after the bot check. */
export const registerSmsSchema = z.object({ countryDialingCode: z.string().min(1).max(8), mobileNo: z.string().min(1).max(30), botCheck: botCheck.optional() });
