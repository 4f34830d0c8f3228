/**
 * The zod schemas of the operator's brand switches (/__admin/*: maintenance, region, modules,
 * register settings, login guard, the withdrawal step-up) and of the test servers' latency and
 * faults; the answers they change are the system section of shared/api/. Kept apart so the
 * browser never bundles zod.
 */
import { z } from 'zod';

const merchantCode = z.string().min(1);

/** What the gateway's fault middleware can do to an answer (gateway/middleware/faults.ts says what each does). */
export const FAULT_KINDS = ['html-error', 'wrong-type', 'malformed-json', 'server-error', 'slow', 'cut', 'lost-answer', 'down'] as const;
export type FaultKind = (typeof FAULT_KINDS)[number];

/**
 * POST /__admin/maintenance: the brand under maintenance (until an ISO time, when known; from
 * `startsAt`, an ISO time, when announced ahead: the pages count down to it) or back (an early end too).
 */
export const maintenanceSwitchSchema = z.object({
  merchantCode,
  on: z.boolean(),
  until: z.string().nullish(),
  startsAt: z.string().datetime({ offset: true }).nullish(),
});

/** POST /__admin/region: the countries the brand refuses (ISO two-letter codes). */
export const deniedCountriesSchema = z.object({ merchantCode, deny: z.array(z.string().length(2)) });

/** POST /__admin/latency (test servers): a delay before every answer. */
export const latencySchema = z.object({ ms: z.number().int().min(0).max(60_000) });

/** POST /__admin/faults (test servers): a fault on every /wps or /lgw answer under a prefix for one brand. */
export const faultSchema = z.object({
  merchantCode,
  prefix: z.string().regex(/^\/(wps|lgw)\//),
  kind: z.enum(FAULT_KINDS),
  ms: z.number().int().min(0).max(60_000).default(0),
});

/** POST /__admin/modules: one whitelabel module of the brand on or off. */
export const moduleSwitchSchema = z.object({ merchantCode, modId: z.string().min(1).max(50), on: z.boolean() });

/** PUT /__admin/second-factor: the withdrawal amount above which a member with a second factor proves it. */
/**
 * The brand's step-up settings: the amount above which money leaving a member asks for the second
 * factor, and (optional) the cool-off in minutes during which a factor a session added proves none
 * of that session's money steps (default 60).
 */
export const withdrawStepUpSchema = z.object({
  merchantCode,
  withdrawAbove: z.number().int().min(0),
  factorCoolOffMinutes: z.number().int().min(0).max(10_080).optional(),
});

/** One field's rule of the register settings (FieldRule of shared/api/). */
const fieldRuleSchema = z.object({
  enabled: z.boolean(),
  required: z.boolean(),
  acceptedPattern: z.string(),
  patternId: z.string(),
  minLength: z.number().int().min(0),
  maxLength: z.number().int().min(0),
});

/** PUT /__admin/register-settings: the captcha and SMS switches, and field rules merged into the stored ones field by field. */
export const registerSettingsChangeSchema = z.object({
  merchantCode,
  captchaEnabled: z.boolean().optional(),
  smsVerification: z.boolean().optional(),
  fields: z.record(z.string(), fieldRuleSchema),
});

/** POST /__admin/login-guard: the brand's login guard (whitelabel loginGuard) on or off. */
export const loginGuardSwitchSchema = z.object({ merchantCode, on: z.boolean() });
