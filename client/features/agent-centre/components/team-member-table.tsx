import { useTranslation } from '@client/lib/use-translation';
import type { TeamMember } from '@shared/api/agent';
import { useBrandTime } from '@client/lib/brand-time';
import { useRecordColumns } from '@client/components/records/record-columns';
import { RecordsTable } from '@client/components/records/records-table';
import { useDownlineWords } from './downline-words';

/** One page of the agent's downlines; a name opens (or closes) its details. */
export function TeamMemberTable({ members, openId, onOpen }: { members: TeamMember[]; openId: number | undefined; onOpen: (m: TeamMember | null) => void }) {
  const { t } = useTranslation();
  const time = useBrandTime();
  const columns = useRecordColumns();
  const { typeOf, contractsOf } = useDownlineWords();
  return (
    <RecordsTable
      label={t('centre.agent.agentTeamManagement')}
      testId="team-members"
      rows={members}
      rowKey={(m) => String(m.id)}
      columns={[
        {
          header: t('agent.member'),
          card: 'title',
          cell: (m) => (
            <button type="button" className="link-button" aria-expanded={openId === m.id} onClick={() => onOpen(openId === m.id ? null : m)}>
              {m.username}
            </button>
          ),
        },
        columns.text<TeamMember>(t('agent.type'), typeOf),
        columns.text<TeamMember>(t('agent.level'), (m) => (m.level === 1 ? t('agent.levelOption.direct') : t('agent.levelN', { level: m.level }))),
        columns.text<TeamMember>(t('agent.upline'), (m) => m.upline),
        columns.text<TeamMember>(t('agent.contracts'), contractsOf),
        {
          header: time.heading(t('agent.lastLogin')),
          cell: (m) => (m.lastLoginAt ? time.dateTime(m.lastLoginAt) : t('agent.never')),
        },
        columns.amount<TeamMember>(t('agent.balance'), (m) => m.balance, { card: 'main' }),
      ]}
    />
  );
}
