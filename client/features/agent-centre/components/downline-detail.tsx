import { useTranslation } from '@client/lib/use-translation';
import type { TeamMember } from '@shared/api/agent';
import { useBrandTime } from '@client/lib/brand-time';
import { useBrandMoney } from '@client/lib/money';
import { DownlineTransfer } from './downline-transfer';
import { useDownlineWords } from './downline-words';

/** One downline's details; a direct downline takes a transfer from the agent's wallet. */
export function DownlineDetail({ member }: { member: TeamMember }) {
  const { t } = useTranslation();
  const time = useBrandTime();
  const money = useBrandMoney();
  const { typeOf, contractsOf } = useDownlineWords();
  return (
    <section className="agent-detail" aria-label={t('agent.details', { member: member.username })}>
      <h4>{t('agent.details', { member: member.username })}</h4>
      <dl className="account-details">
        <dt>{t('agent.member')}</dt>
        <dd>{member.username}</dd>
        <dt>{t('agent.nickname')}</dt>
        <dd>{member.nickname}</dd>
        <dt>{t('agent.type')}</dt>
        <dd>{typeOf(member)}</dd>
        <dt>{t('agent.upline')}</dt>
        <dd>{member.upline}</dd>
        <dt>{t('agent.contracts')}</dt>
        <dd>{contractsOf(member)}</dd>
        <dt>{t('agent.registeredAt')}</dt>
        <dd>{time.at(member.createdAt)}</dd>
        <dt>{t('agent.lastLogin')}</dt>
        <dd>{member.lastLoginAt ? time.at(member.lastLoginAt) : t('agent.never')}</dd>
        <dt>{t('agent.balance')}</dt>
        <dd data-testid="downline-balance">{money(member.balance)}</dd>
      </dl>
      {member.level === 1 ? <DownlineTransfer member={member} /> : <p className="deposit-hint">{t('agent.transferDirectOnly')}</p>}
    </section>
  );
}
