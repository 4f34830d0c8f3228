import { useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from '@client/lib/use-translation';
import type { ProtectionState } from '@shared/api/protection';
import { REALITY_CHECK_MINUTES, SESSION_LIMIT_MINUTES } from '@shared/protection-rules';
import { useBrandTime } from '@client/lib/brand-time';
import { useFormCall } from '@client/lib/use-form-call';
import { setRealityCheck, setSessionLimit } from '@client/features/member-centre/api/protection';
import { memberCentreKeys } from '@client/features/member-centre/api/keys';

import { FormOutcome } from '@client/components/ui/form-outcome';
import { useSaveState } from './use-save-state';

export function SessionLimitSetting({ state }: { state: ProtectionState }) {
  const { t } = useTranslation();
  const { at } = useBrandTime();
  const { api, save } = useSaveState();
  const { minutes, pending } = state.sessionLimit;
  const [value, setValue] = useState(String(minutes ?? 0));
  const [done, setDone] = useState('');
  const { busy, formError, run } = useFormCall();
  const label = (m: number | null) => (m ? t('protection.reality.minutes', { count: m }) : t('protection.session.none'));
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setDone('');
    await run(async () => {
      const next = await setSessionLimit(api, { minutes: Number(value) || null, requestId: crypto.randomUUID() });
      save(next);
      const p = next.sessionLimit.pending;
      setDone(p ? t('protection.limit.waits', { time: at(p.from) }) : t('protection.limit.saved'));
    });
  };
  return (
    <section className="rg-block" aria-labelledby="rg-session">
      <h4 id="rg-session">{t('protection.session.title')}</h4>
      <p className="rg-hint">{t('protection.session.hint')}</p>
      <p data-testid="session-limit">
        {t('protection.session.current', { limit: label(minutes) })}
        {pending && (
          <small className="rg-pending">
            {pending.minutes === null
              ? t('protection.limit.pendingRemoval', { time: at(pending.from) })
              : t('protection.limit.pendingRaise', { amount: label(pending.minutes), time: at(pending.from) })}
          </small>
        )}
      </p>
      <form className="rg-form" onSubmit={(e) => void submit(e)}>
        <label className="records-kind">
          {t('protection.session.choose')}
          <select value={value} onChange={(e) => setValue(e.target.value)}>
            <option value="0">{t('protection.session.none')}</option>
            {SESSION_LIMIT_MINUTES.map((m) => (
              <option key={m} value={m}>
                {label(m)}
              </option>
            ))}
          </select>
        </label>
        <button type="submit" className="btn btn-primary" disabled={busy}>
          {t('protection.session.save')}
        </button>
      </form>
      <FormOutcome error={formError} done={done} doneClass="rg-done" />
    </section>
  );
}

export function RealityCheckSetting({ minutes, required }: { minutes: number; required: boolean }) {
  const { t } = useTranslation();
  const { api, username, save } = useSaveState();
  const queryClient = useQueryClient();
  const [value, setValue] = useState(String(minutes));
  const [done, setDone] = useState(false);
  const { busy, formError, run } = useFormCall();
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setDone(false);
    await run(async () => {
      save(await setRealityCheck(api, { minutes: Number(value) as 0 | 15 | 30 | 60 }));
      await queryClient.invalidateQueries({ queryKey: memberCentreKeys.protectionSession(username) });
      setDone(true);
    });
  };
  return (
    <section className="rg-block" aria-labelledby="rg-reality">
      <h4 id="rg-reality">{t('protection.reality.title')}</h4>
      <p className="rg-hint">{t('protection.reality.hint')}</p>
      <form className="rg-form" onSubmit={(e) => void submit(e)}>
        <label className="records-kind">
          {t('protection.reality.interval')}
          <select value={value} onChange={(e) => setValue(e.target.value)}>
            {REALITY_CHECK_MINUTES.filter((m) => m > 0 || !required).map((m) => (
              <option key={m} value={m}>
                {m === 0 ? t('protection.reality.off') : t('protection.reality.minutes', { count: m })}
              </option>
            ))}
          </select>
        </label>
        <button type="submit" className="btn btn-primary" disabled={busy}>
          {t('protection.reality.save')}
        </button>
      </form>
      <FormOutcome error={formError} done={done ? t('protection.reality.saved') : ''} doneClass="rg-done" />
    </section>
  );
}
