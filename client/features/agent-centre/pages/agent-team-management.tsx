import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from '@client/lib/use-translation';
import type { TeamLevel, TeamMember } from '@shared/contract-agent';
import { AGENT_ACCOUNT_TYPES } from '@shared/constants';
import { useApp, useSession } from '@client/app/app-context';
import { Pager } from '@client/components/ui/pager';
import { Loading, QueryError } from '@client/components/ui/query-state';
import { useBrandTime } from '@client/lib/brand-time';
import { useBrandMoney } from '@client/lib/money';
import { teamMembersQuery } from '../api/agent';
import { DownlineTransfer } from '../components/downline-transfer';
import { TableScroll } from '@client/components/ui/table-scroll';
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
  const money = useBrandMoney();
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
            <TableScroll label={t('centre.agent.agentTeamManagement')}>
              <table className="records-table" data-testid="team-members">
                <thead>
                  <tr>
                    <th scope="col">{t('agent.member')}</th>
                    <th scope="col">{t('agent.type')}</th>
                    <th scope="col">{t('agent.level')}</th>
                    <th scope="col">{t('agent.upline')}</th>
                    <th scope="col">{t('agent.contracts')}</th>
                    <th scope="col">{t('agent.lastLogin')}</th>
                    <th scope="col">{t('agent.balance')}</th>
                  </tr>
                </thead>
                <tbody>
                  {data.list.map((m) => (
                    <tr key={m.id}>
                      <td>
                        <button
                          type="button"
                          className="link-button"
                          aria-expanded={current?.id === m.id}
                          onClick={() => setOpen(current?.id === m.id ? null : m)}
                        >
                          {m.username}
                        </button>
                      </td>
                      <td>{t(isAgentType(m.type) ? 'agent.typeAgent' : 'agent.typeMember')}</td>
                      <td>{m.level === 1 ? t('agent.levelOption.direct') : t('agent.levelN', { level: m.level })}</td>
                      <td>{m.upline}</td>
                      <td>{contractsOf(m)}</td>
                      <td>{m.lastLoginAt ? time.dateTime(m.lastLoginAt) : t('agent.never')}</td>
                      <td>{money(m.balance)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </TableScroll>
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
            <dd>{t(isAgentType(current.type) ? 'agent.typeAgent' : 'agent.typeMember')}</dd>
            <dt>{t('agent.upline')}</dt>
            <dd>{current.upline}</dd>
            <dt>{t('agent.contracts')}</dt>
            <dd>{contractsOf(current)}</dd>
            <dt>{t('agent.registeredAt')}</dt>
            <dd>{time.dateTime(current.createdAt)}</dd>
            <dt>{t('agent.lastLogin')}</dt>
            <dd>{current.lastLoginAt ? time.dateTime(current.lastLoginAt) : t('agent.never')}</dd>
            <dt>{t('agent.balance')}</dt>
            <dd data-testid="downline-balance">{money(current.balance)}</dd>
          </dl>
          {current.level === 1 ? <DownlineTransfer member={current} /> : <p className="deposit-hint">{t('agent.transferDirectOnly')}</p>}
        </section>
      )}
    </div>
  );
}
