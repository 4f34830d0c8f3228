import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '@client/lib/use-translation';
import type { RegisterSettings } from '@shared/api';
import { fieldNameKey } from '@shared/validation/messages';
import { useApp } from '@client/app/app-context';
import { Loading, QueryError } from '@client/components/ui/query-state';
import { TextField } from '@client/components/ui/text-field';
import { OnceFormEnd } from '@client/components/ui/transfer-fields';
import { registerSettingsQuery } from '../api/agent';
import { ReferralCard } from '../components/referral-card';
import { useDownlineForm } from '../hooks/use-downline-form';
import '@client/styles/cashier.css';
import '@client/styles/agent.css';

/**
 * agentRegister (docs/product.md 2.6): the agent opens an account for a downline, a member or an agent,
 * under the brand's registration rules (checked here and again by the gateway); the account
 * lands under this agent and logs in with the password given.
 */
export default function AgentRegister() {
  const { api } = useApp();
  const settings = useQuery(registerSettingsQuery(api));
  if (settings.isPending) return <Loading />;
  if (settings.isError) return <QueryError error={settings.error} onRetry={() => void settings.refetch()} />;
  return (
    <div className="records">
      <DownlineForm settings={settings.data} />
      <ReferralCard />
    </div>
  );
}

/** The new downline: member or agent, a name and a password typed twice. */
function DownlineForm({ settings }: { settings: RegisterSettings }) {
  const { t } = useTranslation();
  const { values, set, errorOf, type, setType, busy, formError, done, submit } = useDownlineForm(settings);
  return (
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
  );
}
