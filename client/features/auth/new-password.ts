import { WEAK_DEFAULT_PASSWORD } from '@shared/constants';
import { formatFieldError } from '@shared/validation/messages';
import type { FieldRule } from '@shared/api';
import { validateField } from '@shared/validation/rules';

/**
 * docs/product.md 4, 5 new password (change password, forgot password by phone): required, never
 * the default 123456, and the register settings' password rule.
 */
export function newPasswordError(
  password: string,
  rule: FieldRule | undefined,
  t: (key: string, vars?: Record<string, unknown>) => string,
): string | undefined {
  if (!password) return t('validation.not_empty', { field: t('auth.field.newPassword') });
  if (password === WEAK_DEFAULT_PASSWORD) return t('auth.error.WEAK_PASSWORD');
  const ruleError = validateField(password, rule && { ...rule, required: true }, 'password');
  return ruleError ? formatFieldError(ruleError, t) : undefined;
}
