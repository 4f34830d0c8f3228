/**
 * Player protection's rules shared by the gateway and the browser, without zod
 * (the browser bundles this file): the tools' whitelabel modules, the durations of breaks
 * and self-exclusion, the deposit limits' windows, the reality check's intervals.
 */
/** Whitelabel modules (parent RESPGAMING) switching each tool per brand. */
export const PROTECTION_MODULES = {
  timeout: 'RGTIMEOUT',
  depositLimit: 'RGDEPOSITLIMIT',
  loginHistory: 'RGLOGINHISTORY',
  realityCheck: 'RGREALITYCHECK',
  lossLimit: 'RGLOSSLIMIT',
  sessionLimit: 'RGSESSIONLIMIT',
} as const;
export const PROTECTION_PARENT_MODULE = 'RESPGAMING';
export type ProtectionTool = keyof typeof PROTECTION_MODULES;

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** Take a break: 24 hours, 7 days, 30 days, 6 weeks. */
export const BREAK_DURATIONS = { '24h': DAY, '7d': 7 * DAY, '30d': 30 * DAY, '6w': 42 * DAY } as const;
/** Self-exclusion: 6 months, 1, 2 or 5 years (calendar months and years from the start). */
export const EXCLUSION_DURATIONS = ['6m', '1y', '2y', '5y'] as const;
export type BreakDuration = keyof typeof BREAK_DURATIONS;
export type ExclusionDuration = (typeof EXCLUSION_DURATIONS)[number];
export type ExclusionKind = 'break' | 'self_exclusion';

/** The end of a time-out that starts at `from` (UTC calendar months for self-exclusion). */
export function exclusionEnd(kind: ExclusionKind, duration: string, from: number): number | null {
  if (kind === 'break') return duration in BREAK_DURATIONS ? from + BREAK_DURATIONS[duration as BreakDuration] : null;
  const months = { '6m': 6, '1y': 12, '2y': 24, '5y': 60 }[duration as ExclusionDuration];
  if (!months) return null;
  const d = new Date(from);
  d.setUTCMonth(d.getUTCMonth() + months);
  return d.getTime();
}

/** Rolling windows: 24 hours, 7 days, 30 days. */
export const LIMIT_PERIODS = { day: DAY, week: 7 * DAY, month: 30 * DAY } as const;
export type LimitPeriod = keyof typeof LIMIT_PERIODS;
/** An increase or removal waits this long. */
export const LIMIT_RAISE_DELAY_MS = DAY;
export const MAX_LIMIT_AMOUNT = 100_000_000_000;

export const REALITY_CHECK_MINUTES = [0, 15, 30, 60] as const;

/** Session time limits offered, in minutes. */
export const SESSION_LIMIT_MINUTES = [30, 60, 120, 240, 480] as const;
