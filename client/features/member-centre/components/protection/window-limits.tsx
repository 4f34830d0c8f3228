import { useState, type FormEvent } from 'react';
import { useTranslation } from '@client/lib/use-translation';
import type { ProtectionState } from '@shared/api/protection';
import type { LimitPeriod } from '@shared/protection-rules';
import { AmountField } from '@client/components/ui/amount-field';
import { useBrandTime } from '@client/lib/brand-time';
import { useBrandMoney } from '@client/lib/money';
import { useFormCall } from '@client/lib/use-form-call';
import { setDepositLimit, setLossLimit } from '@client/features/member-centre/api/protection';

import { LimitTable } from './limit-table';
import { FormOutcome } from '@client/components/ui/form-outcome';
import { useSaveState } from './use-save-state';

const PERIODS: LimitPeriod[] = ['day', 'week', 'month'];

/** Deposit or loss limits: one row per window, and a form to set, lower, raise or remove one. */
export function WindowLimits({ kind, state }: { kind: 'deposit' | 'loss'; state: ProtectionState }) {
  const { t } = useTranslation();
  const { at } = useBrandTime();
  const k = (key: string) => (kind === 'loss' ? `protection.loss.${key}` : `protection.limit.${key}`);
  const list = kind === 'loss' ? state.lossLimits : state.depositLimits;
  const money = useBrandMoney();
  const { api, save } = useSaveState();
  const [period, setPeriod] = useState<LimitPeriod>('week');
  const [amount, setAmount] = useState('');
  const [fieldError, setFieldError] = useState('');
  const { busy, formError, setFormError, run } = useFormCall();
  const [done, setDone] = useState('');

  const change = async (p: LimitPeriod, value: number | null) => {
    setFormError('');
    setDone('');
    await run(async () => {
      const body = { period: p, amount: value, requestId: crypto.randomUUID() };
      const next = await (kind === 'loss' ? setLossLimit(api, body) : setDepositLimit(api, body));
      save(next);
      const limit = (kind === 'loss' ? next.lossLimits : next.depositLimits).find((l) => l.period === p)!;
      setDone(limit.pending ? t('protection.limit.waits', { time: at(limit.pending.from) }) : t('protection.limit.saved'));
    });
  };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!/^\d+$/.test(amount.trim()) || Number(amount) <= 0) {
      setFieldError(t('protection.limit.whole'));
      return;
    }
    setFieldError('');
    await change(period, Number(amount));
  };

  return (
    <section className="rg-block" aria-labelledby={`rg-${kind}-limits`}>
      <h4 id={`rg-${kind}-limits`}>{t(k('title'))}</h4>
      <p className="rg-hint">{t(k('hint'))}</p>
      <LimitTable kind={kind} limits={list} busy={busy} onRemove={(l) => void change(l.period, null)} />
      <form className="rg-form" onSubmit={(e) => void submit(e)} noValidate>
        <label className="records-kind">
          {t('protection.limit.period')}
          <select value={period} onChange={(e) => setPeriod(e.target.value as LimitPeriod)}>
            {PERIODS.map((p) => (
              <option key={p} value={p}>
                {t(`protection.period.${p}`)}
              </option>
            ))}
          </select>
        </label>
        <AmountField label={t(k('newAmount'))} name="limit" value={amount} onValue={setAmount} error={fieldError} />
        <button type="submit" className="btn btn-primary" disabled={busy}>
          {t(k('save'))}
        </button>
      </form>
      <FormOutcome error={formError} done={done} doneClass="rg-done" />
      {kind === 'deposit' && state.allowance.remaining !== null && (
        <p className="rg-hint" data-testid="rg-allowance">
          {t('protection.allowance', { amount: money(state.allowance.remaining) })}
        </p>
      )}
    </section>
  );
}
