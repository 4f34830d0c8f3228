import { useState, type FormEvent } from 'react';
import { useTranslation } from '@client/lib/use-translation';
import type { DepositLimit, ProtectionState } from '@shared/api/protection';
import type { LimitPeriod } from '@shared/protection-rules';
import { FormAlert, TextField } from '@client/components/ui/text-field';
import { useBrandTime } from '@client/lib/brand-time';
import { useBrandMoney } from '@client/lib/money';
import { useFormCall } from '@client/lib/use-form-call';
import { setDepositLimit, setLossLimit } from '@client/features/member-centre/api/protection';

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
      <table className="records-table rg-limits" data-testid={`${kind}-limits`}>
        <thead>
          <tr>
            <th scope="col">{t('protection.limit.period')}</th>
            <th scope="col">{t('protection.limit.amount')}</th>
            <th scope="col">{t(k('used'))}</th>
            <th scope="col">{t('protection.limit.remaining')}</th>
          </tr>
        </thead>
        <tbody>
          {list.map((l) => (
            <LimitRow key={l.period} limit={l} busy={busy} removeLabel={k('removeOf')} onRemove={() => void change(l.period, null)} />
          ))}
        </tbody>
      </table>
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
        <TextField
          label={t(k('newAmount'))}
          name="limit"
          inputMode="numeric"
          autoComplete="off"
          value={amount}
          onValue={(next) => setAmount(next.replace(/[\s.,]/g, ''))}
          error={fieldError}
        />
        <button type="submit" className="btn btn-primary" disabled={busy}>
          {t(k('save'))}
        </button>
      </form>
      <FormAlert message={formError} />
      {done && (
        <p className="rg-done" role="status">
          {done}
        </p>
      )}
      {kind === 'deposit' && state.allowance.remaining !== null && (
        <p className="rg-hint" data-testid="rg-allowance">
          {t('protection.allowance', { amount: money(state.allowance.remaining) })}
        </p>
      )}
    </section>
  );
}

function LimitRow({ limit, busy, removeLabel, onRemove }: { limit: DepositLimit; busy: boolean; removeLabel: string; onRemove: () => void }) {
  const { t } = useTranslation();
  const { at } = useBrandTime();
  const money = useBrandMoney();
  const label = t(`protection.period.${limit.period}`);
  return (
    <tr data-period={limit.period}>
      <th scope="row">{label}</th>
      <td>
        {limit.amount === null ? t('protection.limit.none') : money(limit.amount)}
        {limit.pending && (
          <small className="rg-pending" data-testid={`limit-pending-${limit.period}`}>
            {limit.pending.amount === null
              ? t('protection.limit.pendingRemoval', { time: at(limit.pending.from) })
              : t('protection.limit.pendingRaise', { amount: money(limit.pending.amount), time: at(limit.pending.from) })}
          </small>
        )}
        {limit.amount !== null && !limit.pending && (
          <button type="button" className="btn btn-ghost btn-small" disabled={busy} onClick={onRemove} aria-label={t(removeLabel, { period: label })}>
            {t('protection.limit.remove')}
          </button>
        )}
      </td>
      {/* an order awaiting its payment holds room under the limit but is not deposited yet: shown apart */}
      <td>
        {money(limit.used - limit.unpaid)}
        {limit.unpaid > 0 && (
          <small className="rg-pending" data-testid={`limit-unpaid-${limit.period}`}>
            {t('protection.limit.unpaid', { amount: money(limit.unpaid) })}
          </small>
        )}
      </td>
      <td>{limit.remaining === null ? '—' : money(limit.remaining)}</td>
    </tr>
  );
}
