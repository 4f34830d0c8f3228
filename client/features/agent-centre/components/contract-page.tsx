import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '@client/lib/use-translation';
import type { AgentContract, ContractKind, ContractPeriod } from '@shared/contract-agent';
import { AGENT_ACCOUNT_TYPES } from '@shared/constants';
import { useApp, useSession } from '@client/app/app-context';
import { Loading, QueryError } from '@client/components/ui/query-state';
import { FormAlert, TextField } from '@client/components/ui/text-field';
import { downloadCsv } from '@client/lib/date-range';
import { useBrandTime } from '@client/lib/brand-time';
import { useBrandMoney } from '@client/lib/money';
import { useFormCall } from '@client/lib/use-form-call';
import { useOnceForm } from '@client/lib/use-once-form';
import { OnceFormEnd } from '@client/components/ui/transfer-fields';
import { answerContract, contractsQuery, offerContract, settlementsQuery, teamMembersQuery, terminateContract } from '../api/agent';
import { agentErrorKey } from '../errors';
import { TableScroll } from '@client/components/ui/table-scroll';
import { agentKeys } from '@client/lib/query-keys';

/** The periods each kind takes (shared/contract-agent.ts KIND_PERIODS, repeated here so the page loads no zod). */
const PERIODS: Record<ContractKind, readonly ContractPeriod[]> = {
  dividend: ['daily', 'weekly', 'semimonthly', 'monthly'],
  daily_salary: ['daily'],
  hourly_salary: ['hourly'],
  realtime_salary: ['realtime'],
};
const TIER_ROWS = 3;
const isAgentType = (type: number) => (AGENT_ACCOUNT_TYPES as readonly number[]).includes(type);
const percent = (bps: number) => `${(bps / 100).toFixed(2)}%`;

/**
 * A contract page of the agent centre (docs/product.md 2.6 dividend record, daily wages, hourly salary,
 * real-time salary; docs/product.md 4): the contracts offered to this agent (accept, reject,
 * terminate), the ones it offered its direct downline agents (offer, terminate), and what its
 * own contract has paid it, period by period.
 */
export function ContractPage({ kind }: { kind: ContractKind }) {
  const { t } = useTranslation();
  const time = useBrandTime();
  const { api } = useApp();
  const username = useSession((s) => s.session?.username ?? '');
  const queryClient = useQueryClient();
  const money = useBrandMoney();
  const contracts = useQuery(contractsQuery(api, username, kind));
  const settlements = useQuery(settlementsQuery(api, username, kind));
  const { busy, formError, setFormError, run } = useFormCall(agentErrorKey);
  const refresh = () => queryClient.invalidateQueries({ queryKey: agentKeys.of(username) });
  const act = (call: () => Promise<unknown>) =>
    run(async () => {
      setFormError('');
      await call();
      await refresh();
    });

  const describe = (c: AgentContract) =>
    `${t(`agent.contract.period.${c.period}`)} · ${c.tiers.map((x) => `≥ ${money(x.minBase)}: ${percent(x.rateBps)}`).join(', ')}`;

  return (
    <div className="records">
      <FormAlert message={formError} />
      {contracts.isError && <QueryError error={contracts.error} keyOf={agentErrorKey} onRetry={() => void contracts.refetch()} />}
      {contracts.isPending && <Loading />}
      {contracts.data && (
        <>
          <section className="agent-detail" aria-labelledby={`contracts-received-${kind}`}>
            <h4 id={`contracts-received-${kind}`}>{t('agent.contract.received')}</h4>
            {contracts.data.received.length === 0 ? (
              <p className="centre-empty">{t('agent.contract.none')}</p>
            ) : (
              <ul className="agent-announcements" data-testid="contracts-received">
                {contracts.data.received.map((c) => (
                  <li key={c.id} className="agent-contract">
                    <span>
                      {t('agent.contract.from', { member: c.upline })} — {describe(c)} — <strong>{t(`agent.contract.status.${c.status}`)}</strong>
                    </span>
                    {c.status === 'offered' && (
                      <span className="agent-contract-actions">
                        <button
                          type="button"
                          className="btn btn-primary btn-small"
                          disabled={busy}
                          onClick={() => void act(() => answerContract(api, c.id, true))}
                        >
                          {t('agent.contract.accept')}
                        </button>
                        <button
                          type="button"
                          className="btn btn-ghost btn-small"
                          disabled={busy}
                          onClick={() => void act(() => answerContract(api, c.id, false))}
                        >
                          {t('agent.contract.reject')}
                        </button>
                      </span>
                    )}
                    {c.status === 'active' && (
                      <button type="button" className="btn btn-ghost btn-small" disabled={busy} onClick={() => void act(() => terminateContract(api, c.id))}>
                        {t('agent.contract.terminate')}
                      </button>
                    )}
                  </li>
                ))}
              </ul>
            )}
          </section>
          <section className="agent-detail" aria-labelledby={`contracts-offered-${kind}`}>
            <h4 id={`contracts-offered-${kind}`}>{t('agent.contract.offered')}</h4>
            {contracts.data.offered.length === 0 ? (
              <p className="centre-empty">{t('agent.contract.none')}</p>
            ) : (
              <ul className="agent-announcements" data-testid="contracts-offered">
                {contracts.data.offered.map((c) => (
                  <li key={c.id} className="agent-contract">
                    <span>
                      {t('agent.contract.to', { member: c.downline })} — {describe(c)} — <strong>{t(`agent.contract.status.${c.status}`)}</strong>
                      {c.endReason === 'UPLINE_RATE_LOWER' && ` (${t('agent.contract.endedLower')})`}
                    </span>
                    {(c.status === 'active' || c.status === 'offered') && (
                      <button type="button" className="btn btn-ghost btn-small" disabled={busy} onClick={() => void act(() => terminateContract(api, c.id))}>
                        {t('agent.contract.terminate')}
                      </button>
                    )}
                  </li>
                ))}
              </ul>
            )}
            <OfferForm kind={kind} maxRateBps={contracts.data.maxRateBps} onDone={refresh} />
          </section>
        </>
      )}
      <section className="agent-detail" aria-labelledby={`contracts-paid-${kind}`}>
        <h4 id={`contracts-paid-${kind}`}>{t('agent.contract.records')}</h4>
        {settlements.isError && <QueryError error={settlements.error} onRetry={() => void settlements.refetch()} />}
        {settlements.isPending && <Loading />}
        {settlements.data &&
          (settlements.data.length === 0 ? (
            <p className="centre-empty">{t('records.empty')}</p>
          ) : (
            <>
              <dl className="records-totals" data-testid="settlement-total">
                <dt>{t('agent.incomeTotal')}</dt>
                <dd>{money(settlements.data.reduce((n, s) => n + s.amount, 0))}</dd>
              </dl>
              <TableScroll label={t('agent.contract.records')}>
                <table className="records-table">
                  <thead>
                    <tr>
                      <th scope="col">{time.heading(t('agent.contract.periodFrom'))}</th>
                      <th scope="col">{time.heading(t('agent.contract.periodTo'))}</th>
                      <th scope="col">{t('agent.contract.base')}</th>
                      <th scope="col">{t('agent.contract.rate')}</th>
                      <th scope="col">{t('records.amount')}</th>
                    </tr>
                  </thead>
                  <tbody>
                    {settlements.data.map((s) => (
                      <tr key={`${s.contractId}-${s.periodStart}`}>
                        <td>{time.dateTime(s.periodStart)}</td>
                        <td>{time.dateTime(s.periodEnd)}</td>
                        <td>{money(s.base)}</td>
                        <td>{percent(s.rateBps)}</td>
                        <td>{money(s.amount)}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </TableScroll>
              <button
                type="button"
                className="btn btn-secondary"
                onClick={() =>
                  downloadCsv(`${kind}-records.csv`, [
                    [t('agent.contract.periodFrom'), t('agent.contract.periodTo'), t('agent.contract.base'), t('agent.contract.rate'), t('records.amount')],
                    ...settlements.data.map((s) => [time.dateTime(s.periodStart), time.dateTime(s.periodEnd), s.base, s.rateBps / 100, s.amount]),
                  ])
                }
              >
                {t('records.exportCsv')}
              </button>
            </>
          ))}
      </section>
    </div>
  );
}

/** An offer to a direct downline agent: its period (a dividend's is chosen) and up to three tiers (from a base, a rate in percent). */
function OfferForm({ kind, maxRateBps, onDone }: { kind: ContractKind; maxRateBps: number; onDone: () => Promise<void> }) {
  const { t } = useTranslation();
  const { api } = useApp();
  const username = useSession((s) => s.session?.username ?? '');
  const direct = useQuery(teamMembersQuery(api, username, { level: 'direct', pageNo: 1, pageSize: 100 }));
  const [memberId, setMemberId] = useState('');
  const [period, setPeriod] = useState<ContractPeriod>(PERIODS[kind][0]!);
  const [tiers, setTiers] = useState(() => Array.from({ length: TIER_ROWS }, (_, i) => ({ minBase: i === 0 ? '0' : '', rate: '' })));
  const form = useOnceForm(agentErrorKey);

  const agents = (direct.data?.list ?? []).filter((m) => isAgentType(m.type));
  const filled = tiers.filter((x, i) => i === 0 || x.minBase !== '' || x.rate !== '');
  const parsed = filled.map((x) => ({
    minBase: /^\d+$/.test(x.minBase) ? Number(x.minBase) : Number.NaN,
    rateBps: Math.round(Number.parseFloat(x.rate) * 100),
  }));
  const tierError = parsed.some(
    (x, i) =>
      Number.isNaN(x.minBase) ||
      Number.isNaN(x.rateBps) ||
      x.rateBps < 0 ||
      (i > 0 && (x.minBase <= parsed[i - 1]!.minBase || x.rateBps < parsed[i - 1]!.rateBps)),
  )
    ? t('agent.contract.errors.tiers')
    : parsed.some((x) => x.rateBps > maxRateBps)
      ? t('agent.contract.errors.rateAboveOwn')
      : '';
  const memberError = memberId ? '' : t('agent.contract.errors.chooseMember');

  const submit = form.submit(
    [tierError, memberError],
    async (requestId) => {
      const made = await offerContract(api, { memberId: Number(memberId), kind, period, tiers: parsed, requestId });
      return t('agent.contract.offerDone', { member: made.downline });
    },
    onDone,
  );

  if (direct.isPending) return <Loading />;
  if (direct.isError) return <QueryError error={direct.error} onRetry={() => void direct.refetch()} />;
  if (agents.length === 0) return <p className="deposit-hint">{t('agent.contract.noAgents')}</p>;
  return (
    <form className="agent-form" onSubmit={(e) => void submit(e)} noValidate aria-label={t('agent.contract.offer')}>
      <h4>{t('agent.contract.offer')}</h4>
      <p className="deposit-hint">{t('agent.contract.maxRate', { rate: percent(maxRateBps) })}</p>
      <label className="records-kind">
        {t('agent.member')}
        <select value={memberId} onChange={(e) => setMemberId(e.target.value)} aria-invalid={form.touched && !!memberError}>
          <option value="">{t('agent.contract.chooseMember')}</option>
          {agents.map((m) => (
            <option key={m.id} value={m.id}>
              {m.username}
            </option>
          ))}
        </select>
      </label>
      {PERIODS[kind].length > 1 && (
        <label className="records-kind">
          {t('agent.contract.periodLabel')}
          <select value={period} onChange={(e) => setPeriod(e.target.value as ContractPeriod)}>
            {PERIODS[kind].map((p) => (
              <option key={p} value={p}>
                {t(`agent.contract.period.${p}`)}
              </option>
            ))}
          </select>
        </label>
      )}
      <fieldset className="agent-tiers">
        <legend>{t('agent.contract.tiers')}</legend>
        {tiers.map((tier, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the tier rows are fixed positions, never reordered
          <div key={i} className="agent-tier">
            <TextField
              label={t('agent.contract.tierBase', { n: i + 1 })}
              inputMode="numeric"
              value={tier.minBase}
              readOnly={i === 0}
              onValue={(v) => setTiers((all) => all.map((x, j) => (j === i ? { ...x, minBase: v.replace(/\D/g, '') } : x)))}
            />
            <TextField
              label={t('agent.contract.tierRate', { n: i + 1 })}
              inputMode="decimal"
              value={tier.rate}
              onValue={(v) => setTiers((all) => all.map((x, j) => (j === i ? { ...x, rate: v.replace(/[^\d.]/g, '') } : x)))}
            />
          </div>
        ))}
      </fieldset>
      <FormAlert message={form.touched ? memberError || tierError : ''} />
      <OnceFormEnd formError={form.formError} done={form.done} busy={form.busy} submit={t('agent.contract.offerSubmit')} />
    </form>
  );
}
