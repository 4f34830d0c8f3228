import type { AgentContract, ContractKind, ContractPeriod } from '@shared/api/agent';
import { AGENT_ACCOUNT_TYPES } from '@shared/constants';
import { useBrandMoney } from '@client/lib/money';
import { useTranslation } from '@client/lib/use-translation';

/** The periods each kind takes (shared/api/agent.ts KIND_PERIODS, repeated here so the page loads no zod). */
export const PERIODS: Record<ContractKind, readonly ContractPeriod[]> = {
  dividend: ['daily', 'weekly', 'semimonthly', 'monthly'],
  daily_salary: ['daily'],
  hourly_salary: ['hourly'],
  realtime_salary: ['realtime'],
};
export const isAgentType = (type: number) => (AGENT_ACCOUNT_TYPES as readonly number[]).includes(type);
export const percent = (bps: number) => `${(bps / 100).toFixed(2)}%`;

/** A contract in one line: its period and its tiers (from a base, a rate). */
export function useDescribeContract() {
  const { t } = useTranslation();
  const money = useBrandMoney();
  return (c: AgentContract) => `${t(`agent.contract.period.${c.period}`)} · ${c.tiers.map((x) => `≥ ${money(x.minBase)}: ${percent(x.rateBps)}`).join(', ')}`;
}
