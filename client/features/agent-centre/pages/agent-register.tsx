import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from '@client/lib/use-translation';
import type { RegisterFieldErrors } from '@shared/api/register';
import { downlineFieldErrors, type DownlineField } from '@shared/validation/downline-form';
import { fieldNameKey, formatFieldError, type FieldError } from '@shared/validation/messages';
import { useApp, useSession } from '@client/app/app-context';
import { Loading, QueryError } from '@client/components/ui/query-state';
import { TextField } from '@client/components/ui/text-field';
import { OnceFormEnd } from '@client/components/ui/transfer-fields';
import { ApiFailure } from '@client/lib/api-client';
import { agentErrorKey } from '../errors';
import { useFormCall } from '@client/lib/use-form-call';
import { registerDownline, registerSettingsQuery } from '../api/agent';
import { ReferralCard } from '../components/referral-card';
import '@client/styles/cashier.css';
import '@client/styles/agent.css';
import { agentKeys } from '@client/lib/query-keys';

type Values = Record<DownlineField, string>;
const EMPTY: Values = { username: '', password: '', confirmPassword: '' };

/**
 * agentRegister (docs/product.md 2.6): the agent opens an account for a downline, a member or an agent,
 * under the brand's registration rules (checked here and again by the gateway); the account
 * lands under this agent and logs in with the password given.
 */
export default function AgentRegister() {
  const { t } = useTranslation();
  const { api } = useApp();
  const username = useSession((s) => s.session?.username ?? '');
  const queryClient = useQueryClient();
  const settings = useQuery(registerSettingsQuery(api));
  const [values, setValues] = useState<Values>(EMPTY);
  const [type, setType] = useState<0 | 1>(0);
  const [touched, setTouched] = useState(false);
  const [serverErrors, setServerErrors] = useState<Partial<Record<DownlineField, FieldError>>>({});
  const [done, setDone] = useState('');
  const { busy, formError, setFormError, run } = useFormCall(agentErrorKey);

  if (settings.isPending) return <Loading />;
  if (settings.isError) return <QueryError error={settings.error} onRetry={() => void settings.refetch()} />;
  const errors = downlineFieldErrors(values, settings.data);
  const errorOf = (field: DownlineField) => {
    const error = (touched ? errors[field] : undefined) ?? serverErrors[field];
    return error ? formatFieldError(error, t) : '';
  };
  const set = (field: DownlineField) => (value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    setServerErrors((e) => ({ ...e, [field]: undefined }));
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setTouched(true);
    setDone('');
    if (Object.keys(errors).length > 0) return;
    setFormError('');
    await run(async () => {
      try {
        const created = await registerDownline(api, { ...values, type });
        setDone(t('agent.registerDone', { member: created.username }));
        setValues(EMPTY);
        setTouched(false);
        await queryClient.invalidateQueries({ queryKey: agentKeys.of(username) });
      } catch (error) {
        if (error instanceof ApiFailure && error.code === 'REGISTER_INVALID') setServerErrors((error.value as RegisterFieldErrors).fields);
        throw error;
      }
    });
  };

  return (
    <div className="records">
      <form className="agent-form" onSubmit={(e) => void submit(e)} noValidate>
        <p className="deposit-hint">{t('agent.registerHint')}</p>
        <fieldset className="agent-choice">
          <legend>{t('agent.type')}</legend>
          <label>
            <input type="radio" name="downline-type" checked={type === 0} onChange={() => setType(0)} />
            {t('agent.typeMember')}
          </label>
          <label>
            <input type="radio" name="downline-type" checked={type === 1} onChange={() => setType(1)} />
            {t('agent.typeAgent')}
          </label>
        </fieldset>
        <TextField label={t(fieldNameKey('username'))} autoComplete="off" value={values.username} onValue={set('username')} error={errorOf('username')} />
        <TextField
          label={t(fieldNameKey('password'))}
          type="password"
          autoComplete="new-password"
          value={values.password}
          onValue={set('password')}
          error={errorOf('password')}
        />
        <TextField
          label={t(fieldNameKey('confirmPassword'))}
          type="password"
          autoComplete="new-password"
          value={values.confirmPassword}
          onValue={set('confirmPassword')}
          error={errorOf('confirmPassword')}
        />
        <OnceFormEnd formError={formError} done={done} busy={busy} submit={t('agent.registerSubmit')} />
      </form>
      <ReferralCard />
    </div>
  );
}
