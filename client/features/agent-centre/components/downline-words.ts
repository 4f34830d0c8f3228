import { useTranslation } from '@client/lib/use-translation';
import type { TeamMember } from '@shared/api/agent';
import { AGENT_ACCOUNT_TYPES } from '@shared/constants';

const isAgentType = (type: number) => (AGENT_ACCOUNT_TYPES as readonly number[]).includes(type);

/** A downline's type and commission deals in the player's words (the team's table and its details say them alike). */
export function useDownlineWords() {
  const { t } = useTranslation();
  return {
    typeOf: (m: TeamMember) => t(isAgentType(m.type) ? 'agent.typeAgent' : 'agent.typeMember'),
    contractsOf: (m: TeamMember) => (m.contracts.length ? m.contracts.map((k) => t(`agent.kind.${k.toUpperCase()}`)).join(', ') : t('agent.noContract')),
  };
}
