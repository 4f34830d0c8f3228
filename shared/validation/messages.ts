/**
 * Validation messages: i18n keys and the (min)/(max) formatting of docs/product.md 5
 * ("Message is the translation of the pattern id with (min) and (max) replaced;
 * when min equals max one number is shown").
 */

/** A validation failure: an i18n key and its interpolation values. */
export interface FieldError {
  key: string;
  vars: Record<string, string | number>;
}

export const MESSAGE_KEYS = {
  notEmpty: 'validation.not_empty',
  inconsistentTwice: 'validation.inconsistent_twice',
  agreeTerms: 'validation.agree_terms',
  confirmAge: 'validation.confirm_age',
  invitationCodeError: 'validation.invitation_code_error',
  terms: 'register.terms',
} as const;

/** i18n key of a pattern's message, e.g. validation.pattern.letter_first. */
export const patternMessageKey = (patternId: string): string => `validation.pattern.${patternId || 'any'}`;

/** i18n key of a registration field's name, e.g. register.field.username. */
export const fieldNameKey = (field: string): string => `register.field.${field}`;

/** Vars whose value is itself an i18n key, translated by formatFieldError. */
export const KEY_VARS: readonly string[] = ['field', 'terms'];

/**
 * A range "(min)<sep>(max)" in any of the portal's languages; collapsed to one number
 * when min equals max ("6-6 digits" reads "6 digits").
 */
const RANGE = /\(min\)\s*(?:-|–|—|~|～|to|đến|tới|sampai|hingga|ถึง|至|到)\s*\(max\)/giu;

/** Replace (min) and (max) in a translated template; one number when they are equal. */
export function formatRuleMessage(template: string, min: number, max: number): string {
  let text = template;
  if (min === max) text = text.replace(RANGE, String(min));
  return text.split('(min)').join(String(min)).split('(max)').join(String(max));
}

/** Translate a FieldError with an i18next-style t(key, vars). */
export function formatFieldError(error: FieldError, t: (key: string, vars?: Record<string, unknown>) => string): string {
  const vars: Record<string, unknown> = { ...error.vars };
  for (const name of KEY_VARS) {
    if (typeof vars[name] === 'string') vars[name] = t(vars[name] as string);
  }
  const text = t(error.key, vars);
  if (typeof error.vars.min === 'number' && typeof error.vars.max === 'number') {
    return formatRuleMessage(text, error.vars.min, error.vars.max);
  }
  return text;
}
