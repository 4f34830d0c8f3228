import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from '@client/lib/use-translation';
import { useApp } from '@client/app/app-context';
import { FormAlert, TextField } from '@client/components/ui/text-field';
import { changePassword } from '../api/session-calls';
import { logout } from '@client/lib/member';
import { registerSettingsQuery } from '../api/get-register-settings';
import { loginErrorKey } from '../login-errors';
import { useFormCall } from '@client/lib/use-form-call';
import { newPasswordError } from '../new-password';

const FIELDS = ['oldPassword', 'newPassword', 'confirmNewPassword'] as const;
type Field = (typeof FIELDS)[number];

/**
 * docs/product.md 2.4, 4, 5 change password, opened after a login with the default or an expired
 * password: old password required, the new one must satisfy the password rule and not be
 * 123456, the confirmation must match. On success the dialog closes and the login dialog
 * opens, for a fresh login with the new password.
 */
/** forced: opened after a login with a default or expired password (its lead says so). */
export function ChangePasswordForm({ forced = true }: { forced?: boolean }) {
  const { t } = useTranslation();
  const { api, session, ui } = useApp();
  const settings = useQuery(registerSettingsQuery(api));
  const [values, setValues] = useState<Record<Field, string>>({ oldPassword: '', newPassword: '', confirmNewPassword: '' });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const { busy, formError, setFormError, run } = useFormCall(loginErrorKey);

  const check = (): Partial<Record<Field, string>> => {
    const found: Partial<Record<Field, string>> = {};
    const required = (f: Field) => t('validation.not_empty', { field: t(`auth.field.${f}`) });
    if (!values.oldPassword) found.oldPassword = required('oldPassword');
    const newPassword = newPasswordError(values.newPassword, settings.data?.fields.password, t);
    if (newPassword) found.newPassword = newPassword;
    if (!values.confirmNewPassword) found.confirmNewPassword = required('confirmNewPassword');
    else if (values.confirmNewPassword !== values.newPassword) found.confirmNewPassword = t('validation.inconsistent_twice');
    return found;
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const found = check();
    setErrors(found);
    setFormError('');
    if (Object.keys(found).length) return;
    await run(async () => {
      await changePassword(api, values);
      await logout(api).catch(() => undefined);
      session.getState().setSession(null);
      ui.getState().openAuth('login');
    });
  };

  return (
    <form className="form" onSubmit={submit} noValidate>
      {forced && <p>{t('auth.changePassword.lead')}</p>}
      {FIELDS.map((f) => (
        <TextField
          key={f}
          label={t(`auth.field.${f}`)}
          name={f}
          type="password"
          autoComplete={f === 'oldPassword' ? 'current-password' : 'new-password'}
          value={values[f]}
          onValue={(value) => setValues({ ...values, [f]: value })}
          error={errors[f]}
        />
      ))}
      <FormAlert message={formError} />
      <button type="submit" className="btn btn-primary btn-block" disabled={busy}>
        {t('common.submit')}
      </button>
    </form>
  );
}
