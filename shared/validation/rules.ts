/**
 * One field against its server rule (docs/product.md 3 "Per-field validation rule", docs/product.md 5).
 * Order: disabled -> not validated; empty -> not_empty when required, else fine;
 * length outside min/max or pattern mismatch -> the pattern's message with {min, max}.
 */
import type { FieldRule } from '../api';
import { fieldNameKey, MESSAGE_KEYS, patternMessageKey, type FieldError } from './messages';
import { compileAcceptedPattern, getPattern, matchesAccepted, PATTERN_IDS, phoneDigitRange, type PatternContext } from './patterns';

/** Fields whose value is trimmed before validation (docs/product.md 5: username is trimmed). */
export const TRIMMED_FIELDS: readonly string[] = ['username'];

export interface ValidateFieldContext extends PatternContext {
  /** Called when the server's acceptedPattern is not a valid regular expression (then treated as any). */
  onInvalidPattern?: (field: string, source: string, error: string) => void;
}

const warned = new Set<string>();
const defaultReport = (field: string, source: string, error: string): void => {
  if (warned.has(source)) return;
  warned.add(source);
  console.warn(`[validation] invalid acceptedPattern for ${field} treated as any: ${source} (${error})`);
};

/** The value as validated: a string (null/undefined -> ''), trimmed for TRIMMED_FIELDS. */
export function normaliseValue(value: unknown, fieldName: string): string {
  const text = value === null || value === undefined ? '' : String(value);
  return TRIMMED_FIELDS.includes(fieldName) ? text.trim() : text;
}

/** Length in characters (code points), so one Thai or Chinese character counts once. */
export const charLength = (value: string): number => Array.from(value).length;

const bound = (n: unknown): number => (typeof n === 'number' && Number.isFinite(n) && n > 0 ? Math.floor(n) : 0);

/** The error for an empty required field: {field: i18n key of the field's name}. */
export const notEmptyError = (fieldName: string): FieldError => ({
  key: MESSAGE_KEYS.notEmpty,
  vars: { field: fieldNameKey(fieldName) },
});

/**
 * Validate one value. Returns null when valid (or the rule is disabled / missing).
 * The pattern: the server's acceptedPattern ('*' = any; invalid regex = any, reported);
 * when acceptedPattern is empty, the named pattern of patternId (unknown id = any).
 * minLength/maxLength of 0 mean no bound.
 */
export function validateField(value: unknown, rule: FieldRule | undefined, fieldName: string, ctx: ValidateFieldContext = {}): FieldError | null {
  if (!rule?.enabled) return null;
  const v = normaliseValue(value, fieldName);
  if (v.trim() === '') return rule.required ? notEmptyError(fieldName) : null;

  const min = bound(rule.minLength);
  const max = bound(rule.maxLength);
  const patternId = rule.patternId || PATTERN_IDS.any;
  const ruleError: FieldError = { key: patternMessageKey(patternId), vars: { min, max } };

  const len = charLength(v);
  if (len < min || (max > 0 && len > max)) return ruleError;

  const source = rule.acceptedPattern ?? '';
  if (source !== '') {
    const accepted = compileAcceptedPattern(source);
    if (accepted.error) (ctx.onInvalidPattern ?? defaultReport)(fieldName, source, accepted.error);
    return matchesAccepted(accepted, v) ? null : ruleError;
  }

  const named = getPattern(patternId);
  if (!named || named.test(v, ctx)) return null;
  if (patternId === PATTERN_IDS.phone) return { key: ruleError.key, vars: phoneDigitRange(ctx.countryDialingCode) };
  return ruleError;
}

/** A per-field rule as the gateway sends it (docs/product.md 3): required and enabled unless told otherwise. */
export const fieldRule = (patternId: string, acceptedPattern: string, minLength: number, maxLength: number, required = true, enabled = true): FieldRule => ({
  enabled,
  required,
  acceptedPattern,
  patternId,
  minLength,
  maxLength,
});
