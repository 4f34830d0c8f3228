import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from '@client/lib/use-translation';
import { birthdayProblemAt } from '@shared/birthday';
import { MINIMUM_AGE } from '@shared/constants';
import { useApp, useSession } from '@client/app/app-context';
import { ApiFailure, type ApiClient } from '@client/lib/api-client';
import { useBrandTime } from '@client/lib/brand-time';
import { memberCentreKeys } from '../api/keys';

export const birthdayQuery = (api: ApiClient, username: string) =>
  queryOptions({ queryKey: memberCentreKeys.birthday(username), queryFn: () => api.get('/wps/member/birthday'), staleTime: 60_000 });

/**
 * The profile's date of birth: set once, through the birthday check of docs/product.md 5 (21 or
 * older), which the gateway runs again (403 UNDERAGE); a change goes through customer service.
 */
export function BirthdayField() {
  const { t } = useTranslation();
  const { api } = useApp();
  const username = useSession((s) => s.session?.username ?? '');
  const queryClient = useQueryClient();
  const saved = useQuery(birthdayQuery(api, username));
  const [value, setValue] = useState('');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const { timeZone } = useBrandTime();
  if (!saved.data) return null;
  if (saved.data.birthday) {
    return (
      <p className="rg-hint" data-testid="birthday">
        {t('protection.birthday.title')}: {saved.data.birthday}. {t('protection.birthday.set')}
      </p>
    );
  }
  const ageText = t('validation.confirm_age', { age: MINIMUM_AGE });
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problem = birthdayProblemAt(value, timeZone);
    if (problem) return setError(problem === 'underage' ? ageText : t('protection.birthday.invalid'));
    setError('');
    setBusy(true);
    try {
      queryClient.setQueryData(birthdayQuery(api, username).queryKey, await api.send('PUT', '/wps/member/birthday', { birthday: value }));
    } catch (e) {
      setError(e instanceof ApiFailure && e.code === 'UNDERAGE' ? ageText : t('protection.birthday.invalid'));
    } finally {
      setBusy(false);
    }
  };
  return (
    <form className="rg-form" onSubmit={(e) => void submit(e)} noValidate>
      <label htmlFor="birthday-input">{t('protection.birthday.title')}</label>
      <input
        id="birthday-input"
        type="date"
        value={value}
        onChange={(e) => setValue(e.target.value)}
        aria-invalid={!!error}
        aria-describedby={error ? 'birthday-error' : undefined}
      />
      {error && (
        <p id="birthday-error" role="alert" className="field-error">
          {error}
        </p>
      )}
      <button type="submit" className="btn btn-secondary" disabled={busy || !value}>
        {t('protection.birthday.save')}
      </button>
    </form>
  );
}
