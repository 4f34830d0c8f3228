import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from '@client/lib/use-translation';
import type { DepositLimit, LoginRecord, ProtectionState } from '@shared/contract-protection';
import {
  BREAK_DURATIONS,
  EXCLUSION_DURATIONS,
  exclusionEnd,
  REALITY_CHECK_MINUTES,
  PROTECTION_MODULES,
  SESSION_LIMIT_MINUTES,
  type ProtectionTool,
  type ExclusionKind,
  type LimitPeriod,
} from '@shared/protection-rules';
import { useApp, useSession } from '@client/app/app-context';
import { Modal } from '@client/components/ui/modal';
import { Loading, QueryError } from '@client/components/ui/query-state';
import { FormAlert, TextField } from '@client/components/ui/text-field';
import { useBrandTime } from '@client/lib/brand-time';
import { errorKey } from '@client/lib/errors';
import { useBrandMoney } from '@client/lib/money';
import { useModuleFlag } from '@client/lib/whitelabel';
import { useFormCall } from '@client/lib/use-form-call';
import {
  endOtherSessions,
  loginsQuery,
  protectionQuery,
  setDepositLimit,
  setLossLimit,
  setRealityCheck,
  setSessionLimit,
  takeTimeout,
} from '../api/protection';
import { useEndSession } from '../hooks/use-end-session';
import { announceSessionEnd } from '@client/lib/session-ended';
import { memberCentreKeys } from '../api/keys';

const PERIODS: LimitPeriod[] = ['day', 'week', 'month'];

/**
 * securityCenter's responsible-gaming section: each tool the brand offers
 * (whitelabel modules under RESPGAMING). The gateway enforces every rule; this shows them.
 */
export function ResponsibleGaming() {
  const { api } = useApp();
  const username = useSession((s) => s.session?.username ?? '');
  const state = useQuery(protectionQuery(api, username));
  const flag = useModuleFlag();
  if (state.isPending) return <Loading />;
  if (state.isError) return <QueryError error={state.error} onRetry={() => void state.refetch()} />;
  // the gateway's modules, and the brand's own overrides of them (wrangler.toml flags)
  const tools = Object.fromEntries(
    (Object.keys(PROTECTION_MODULES) as ProtectionTool[]).map((tool) => [tool, state.data.tools[tool] && flag(PROTECTION_MODULES[tool])]),
  ) as Record<ProtectionTool, boolean>;
  return (
    <div className="rg">
      {tools.depositLimit && <WindowLimits kind="deposit" state={state.data} />}
      {tools.lossLimit && <WindowLimits kind="loss" state={state.data} />}
      {tools.sessionLimit && <SessionLimitSetting state={state.data} />}
      {tools.realityCheck && <RealityCheckSetting minutes={state.data.realityCheckMinutes} required={state.data.realityCheckRequired} />}
      {tools.timeout && <TimeOut />}
      {tools.loginHistory && <LoginHistory />}
    </div>
  );
}

function useSaveState() {
  const { api } = useApp();
  const username = useSession((s) => s.session?.username ?? '');
  const queryClient = useQueryClient();
  return { api, username, save: (next: ProtectionState) => queryClient.setQueryData(protectionQuery(api, username).queryKey, next) };
}

/** Deposit or loss limits: one row per window, and a form to set, lower, raise or remove one. */
function WindowLimits({ kind, state }: { kind: 'deposit' | 'loss'; state: ProtectionState }) {
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

function SessionLimitSetting({ state }: { state: ProtectionState }) {
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
      <FormAlert message={formError} />
      {done && (
        <p className="rg-done" role="status">
          {done}
        </p>
      )}
    </section>
  );
}

function RealityCheckSetting({ minutes, required }: { minutes: number; required: boolean }) {
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
      <FormAlert message={formError} />
      {done && (
        <p className="rg-done" role="status">
          {t('protection.reality.saved')}
        </p>
      )}
    </section>
  );
}

function TimeOut() {
  const { t } = useTranslation();
  const { at } = useBrandTime();
  const { api } = useApp();
  const endSession = useEndSession();
  const [kind, setKind] = useState<ExclusionKind>('break');
  const [duration, setDuration] = useState('24h');
  const [confirming, setConfirming] = useState(false);
  const { busy, formError, setFormError, run } = useFormCall((error) => errorKey(error));
  const durations: readonly string[] = kind === 'break' ? Object.keys(BREAK_DURATIONS) : EXCLUSION_DURATIONS;
  const until = exclusionEnd(kind, duration, Date.now());

  const confirm = async () => {
    setFormError('');
    await run(async () => {
      const exclusion = await takeTimeout(api, { kind, duration, requestId: crypto.randomUUID() });
      setConfirming(false);
      // the other tabs log out at once, and this browser shows no marketing until it ends
      announceSessionEnd('excluded', exclusion.until);
      // the gateway ended every session already; the worker's cookie goes with this call
      await endSession();
    });
  };

  return (
    <section className="rg-block" aria-labelledby="rg-timeout">
      <h4 id="rg-timeout">{t('protection.timeout.title')}</h4>
      <p className="rg-hint">{t('protection.timeout.hint')}</p>
      <form
        className="rg-form rg-timeout"
        onSubmit={(e) => {
          e.preventDefault();
          setConfirming(true);
        }}
      >
        <fieldset className="rg-choice">
          <legend>{t('protection.timeout.kind')}</legend>
          {(['break', 'self_exclusion'] as const).map((k) => (
            <label key={k}>
              <input
                type="radio"
                name="rg-kind"
                value={k}
                checked={kind === k}
                onChange={() => {
                  setKind(k);
                  setDuration(k === 'break' ? '24h' : '6m');
                }}
              />
              {t(`protection.kind.${k}`)}
            </label>
          ))}
        </fieldset>
        <fieldset className="rg-choice">
          <legend>{t('protection.timeout.duration')}</legend>
          {durations.map((d) => (
            <label key={d}>
              <input type="radio" name="rg-duration" value={d} checked={duration === d} onChange={() => setDuration(d)} />
              {t(`protection.duration.${d}`)}
            </label>
          ))}
        </fieldset>
        <button type="submit" className="btn btn-danger">
          {t(kind === 'break' ? 'protection.timeout.startBreak' : 'protection.timeout.startExclusion')}
        </button>
      </form>
      {confirming && (
        <Modal title={t(`protection.kind.${kind}`)} onClose={() => setConfirming(false)}>
          <p>{t('protection.timeout.confirm', { duration: t(`protection.duration.${duration}`), time: until ? at(until) : '' })}</p>
          <FormAlert message={formError} />
          <div className="modal-actions">
            <button type="button" className="btn btn-ghost" onClick={() => setConfirming(false)}>
              {t('common.cancel')}
            </button>
            <button type="button" className="btn btn-primary" disabled={busy} onClick={() => void confirm()}>
              {t('protection.timeout.confirmButton')}
            </button>
          </div>
        </Modal>
      )}
    </section>
  );
}

function LoginHistory() {
  const { t } = useTranslation();
  const { api } = useApp();
  const username = useSession((s) => s.session?.username ?? '');
  const logins = useQuery(loginsQuery(api, username));
  const { busy, formError, run } = useFormCall();
  const [ended, setEnded] = useState<number | null>(null);
  const endOthers = () =>
    run(async () => {
      setEnded((await endOtherSessions(api)).ended);
    });
  return (
    <section className="rg-block" aria-labelledby="rg-logins">
      <h4 id="rg-logins">{t('protection.logins.title')}</h4>
      {logins.isPending && <Loading />}
      {logins.isError && <QueryError error={logins.error} onRetry={() => void logins.refetch()} />}
      {logins.data && <LoginTable rows={logins.data} />}
      <div className="centre-actions">
        <button type="button" className="btn btn-secondary" disabled={busy} onClick={() => void endOthers()}>
          {t('protection.logins.endOthers')}
        </button>
      </div>
      <FormAlert message={formError} />
      {ended !== null && (
        <p className="rg-done" role="status">
          {t('protection.logins.ended', { count: ended })}
        </p>
      )}
    </section>
  );
}

function LoginTable({ rows }: { rows: LoginRecord[] }) {
  const { t } = useTranslation();
  const { dateTime, heading } = useBrandTime();
  if (rows.length === 0) return <p className="centre-empty">{t('protection.logins.none')}</p>;
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: it scrolls sideways on a phone, so the keyboard must reach it (WCAG 2.1.1)
    // biome-ignore lint/a11y/useSemanticElements: a scrolling region named by aria-label, not a form group
    <div className="rg-scroll" tabIndex={0} role="group" aria-label={t('protection.logins.table')}>
      <table className="records-table rg-logins" data-testid="login-history">
        <thead>
          <tr>
            <th scope="col">{heading(t('protection.logins.time'))}</th>
            <th scope="col">{t('protection.logins.address')}</th>
            <th scope="col">{t('protection.logins.country')}</th>
            <th scope="col">{t('protection.logins.device')}</th>
            <th scope="col">{t('protection.logins.result')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((r, i) => (
            // the history has no ids of its own; its order is fixed (newest first)
            // biome-ignore lint/suspicious/noArrayIndexKey: see above
            <tr key={i} data-result={r.result}>
              <td>{dateTime(r.at)}</td>
              <td>{r.ip}</td>
              <td>{r.country ?? '—'}</td>
              <td className="rg-device" title={r.device ?? undefined}>
                {deviceName(r.device)}
              </td>
              <td>{t(`protection.result.${r.result}`)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** A short device name from a user agent (browser on system), else the agent cut short. */
function deviceName(ua: string | null): string {
  if (!ua) return '—';
  const browser = /Edg\//.test(ua) ? 'Edge' : /Chrom(e|ium)\//.test(ua) ? 'Chrome' : /Firefox\//.test(ua) ? 'Firefox' : /Safari\//.test(ua) ? 'Safari' : '';
  const system = /Android/.test(ua)
    ? 'Android'
    : /iPhone|iPad/.test(ua)
      ? 'iOS'
      : /Windows/.test(ua)
        ? 'Windows'
        : /Mac OS X/.test(ua)
          ? 'macOS'
          : /Linux/.test(ua)
            ? 'Linux'
            : '';
  return browser && system ? `${browser} · ${system}` : ua.slice(0, 40);
}
