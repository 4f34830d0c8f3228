import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { ContractKind, ContractPeriod } from '@shared/api/agent';
import { useApp, useSession } from '@client/app/app-context';
import { Loading, QueryError } from '@client/components/ui/query-state';
import { FormAlert } from '@client/components/ui/text-field';
import { OnceFormEnd } from '@client/components/ui/transfer-fields';
import { useOnceForm } from '@client/lib/use-once-form';
import { useTranslation } from '@client/lib/use-translation';
import { offerContract, teamMembersQuery } from '../api/agent';
import { agentErrorKey } from '../errors';
import { isAgentType, PERIODS, percent } from './contract-terms';
import { TierFields, useOfferTiers } from './offer-tiers';

/** An offer to a direct downline agent: its period (a dividend's is chosen) and up to three tiers (from a base, a rate in percent). */
export function OfferForm({ kind, maxRateBps, onDone }: { kind: ContractKind; maxRateBps: number; onDone: () => Promise<void> }) {
  const { t } = useTranslation();
  const { api } = useApp();
  const username = useSession((s) => s.session?.username ?? '');
  const direct = useQuery(teamMembersQuery(api, username, { level: 'direct', pageNo: 1, pageSize: 100 }));
  const [memberId, setMemberId] = useState('');
  const [period, setPeriod] = useState<ContractPeriod>(PERIODS[kind][0]!);
  const tiers = useOfferTiers(maxRateBps);
  const form = useOnceForm(agentErrorKey);

  const agents = (direct.data?.list ?? []).filter((m) => isAgentType(m.type));
  const memberError = memberId ? '' : t('agent.contract.errors.chooseMember');

  const submit = form.submit(
    [tiers.error, memberError],
    async (requestId) => {
      const made = await offerContract(api, { memberId: Number(memberId), kind, period, tiers: tiers.parsed, requestId });
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
      <TierFields tiers={tiers.tiers} onEdit={tiers.edit} />
      <FormAlert message={form.touched ? memberError || tiers.error : ''} />
      <OnceFormEnd formError={form.formError} done={form.done} busy={form.busy} submit={t('agent.contract.offerSubmit')} />
    </form>
  );
}
