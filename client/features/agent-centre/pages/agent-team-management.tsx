import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from '@client/lib/use-translation';
import type { TeamLevel, TeamMember } from '@shared/api/agent';
import { AGENT_ACCOUNT_TYPES } from '@shared/constants';
import { useApp, useSession } from '@client/app/app-context';
import { Pager } from '@client/components/ui/pager';
import { Loading, QueryError } from '@client/components/ui/query-state';
import { useBrandTime } from '@client/lib/brand-time';
import { useRecordColumns } from '@client/components/records/record-columns';
import { RecordsTable } from '@client/components/records/records-table';
import { teamMembersQuery } from '../api/agent';
import { DownlineTransfer } from '../components/downline-transfer';
import '@client/styles/cashier.css';
import '@client/styles/agent.css';

const PAGE_SIZE = 20;
const TEAM_LEVELS: readonly TeamLevel[] = ['all', 'direct', 'indirect'];

const isAgentType = (type: number) => (AGENT_ACCOUNT_TYPES as readonly number[]).includes(type);

/**
 * agentTeamManagement (docs/product.md 2.6): the agent's downlines at every depth, searched by name and
 * filtered by level, each with its type, level, upline, balance and last login; a downline
 * opens its details, and a direct one takes a transfer from the agent's wallet.
 */
export default function AgentTeamManagement() {
  const { t } = useTranslation();
  const time = useBrandTime();
  const { api } = useApp();
  const username = useSession((s) => s.session?.username ?? '');
  const columns = useRecordColumns();
  const { money } = columns;
  const [typed, setTyped] = useState('');
  const [keyword, setKeyword] = useState('');
  const [level, setLevel] = useState<TeamLevel>('all');
  const [pageNo, setPageNo] = useState(1);
  const [open, setOpen] = useState<TeamMember | null>(null);
  const list = useQuery(teamMembersQuery(api, username, { keyword, level, pageNo, pageSize: PAGE_SIZE }));

  const search = (e: FormEvent) => {
    e.preventDefault();
    setKeyword(typed.trim());
    setPageNo(1);
    setOpen(null);
  };
  const typeOf = (m: TeamMember) => t(isAgentType(m.type) ? 'agent.typeAgent' : 'agent.typeMember');
  const contractsOf = (m: TeamMember) => (m.contracts.length ? m.contracts.map((k) => t(`agent.kind.${k.toUpperCase()}`)).join(', ') : t('agent.noContract'));
  const data = list.data;
  // the open downline as the latest list shows it (balance after a transfer)
  const current = open ? (data?.list.find((m) => m.id === open.id) ?? open) : null;

  return (
    <div className="records">
      <form className="records-filters" onSubmit={search}>
        <label className="records-kind">
          {t('agent.searchName')}
          <input type="search" value={typed} onChange={(e) => setTyped(e.target.value)} maxLength={50} />
        </label>
        <label className="records-kind">
          {t('agent.level')}
          <select
            value={level}
            onChange={(e) => {
              setLevel(e.target.value as TeamLevel);
              setPageNo(1);
            }}
          >
            {TEAM_LEVELS.map((l) => (
              <option key={l} value={l}>
                {t(`agent.levelOption.${l}`)}
              </option>
            ))}
          </select>
        </label>
        <button type="submit" className="btn btn-secondary">
          {t('agent.search')}
        </button>
      </form>
      {list.isError && <QueryError error={list.error} onRetry={() => void list.refetch()} />}
      {list.isPending && <Loading />}
      {data &&
        (data.list.length === 0 ? (
          <p className="centre-empty">{t('agent.noMembers')}</p>
        ) : (
          <>
            <p className="deposit-hint">{t('agent.found', { count: data.total })}</p>
            <RecordsTable
              label={t('centre.agent.agentTeamManagement')}
              testId="team-members"
              rows={data.list}
              rowKey={(m) => String(m.id)}
              columns={[
                {
                  header: t('agent.member'),
                  card: 'title',
                  cell: (m) => (
                    <button type="button" className="link-button" aria-expanded={current?.id === m.id} onClick={() => setOpen(current?.id === m.id ? null : m)}>
                      {m.username}
                    </button>
                  ),
                },
                columns.text<TeamMember>(t('agent.type'), (m) => typeOf(m)),
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
            <Pager page={pageNo} total={data.totalPages} onPage={setPageNo} />
          </>
        ))}
      {current && (
        <section className="agent-detail" aria-label={t('agent.details', { member: current.username })}>
          <h4>{t('agent.details', { member: current.username })}</h4>
          <dl className="account-details">
            <dt>{t('agent.member')}</dt>
            <dd>{current.username}</dd>
            <dt>{t('agent.nickname')}</dt>
            <dd>{current.nickname}</dd>
            <dt>{t('agent.type')}</dt>
            <dd>{typeOf(current)}</dd>
            <dt>{t('agent.upline')}</dt>
            <dd>{current.upline}</dd>
            <dt>{t('agent.contracts')}</dt>
            <dd>{contractsOf(current)}</dd>
            <dt>{t('agent.registeredAt')}</dt>
            <dd>{time.at(current.createdAt)}</dd>
            <dt>{t('agent.lastLogin')}</dt>
            <dd>{current.lastLoginAt ? time.at(current.lastLoginAt) : t('agent.never')}</dd>
            <dt>{t('agent.balance')}</dt>
            <dd data-testid="downline-balance">{money(current.balance)}</dd>
          </dl>
          {current.level === 1 ? <DownlineTransfer member={current} /> : <p className="deposit-hint">{t('agent.transferDirectOnly')}</p>}
        </section>
      )}
    </div>
  );
}
