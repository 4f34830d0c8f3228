import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '@client/lib/use-translation';
import type { TeamLevel, TeamMember } from '@shared/api/agent';
import { useApp, useSession } from '@client/app/app-context';
import { Pager } from '@client/components/ui/pager';
import { Loading, QueryError } from '@client/components/ui/query-state';
import { teamMembersQuery } from '../api/agent';
import { DownlineDetail } from '../components/downline-detail';
import { TeamMemberTable } from '../components/team-member-table';
import { TeamSearch } from '../components/team-search';
import '@client/styles/cashier.css';
import '@client/styles/agent.css';

const PAGE_SIZE = 20;

/**
 * agentTeamManagement (docs/product.md 2.6): the agent's downlines at every depth, searched by name and
 * filtered by level, each with its type, level, upline, balance and last login; a downline
 * opens its details, and a direct one takes a transfer from the agent's wallet.
 */
export default function AgentTeamManagement() {
  const { t } = useTranslation();
  const { api } = useApp();
  const username = useSession((s) => s.session?.username ?? '');
  const [keyword, setKeyword] = useState('');
  const [level, setLevel] = useState<TeamLevel>('all');
  const [pageNo, setPageNo] = useState(1);
  const [open, setOpen] = useState<TeamMember | null>(null);
  const list = useQuery(teamMembersQuery(api, username, { keyword, level, pageNo, pageSize: PAGE_SIZE }));
  const data = list.data;
  // the open downline as the latest list shows it (balance after a transfer)
  const current = open ? (data?.list.find((m) => m.id === open.id) ?? open) : null;

  return (
    <div className="records">
      <TeamSearch
        level={level}
        onSearch={(typed) => {
          setKeyword(typed);
          setPageNo(1);
          setOpen(null);
        }}
        onLevel={(chosen) => {
          setLevel(chosen);
          setPageNo(1);
        }}
      />
      {list.isError && <QueryError error={list.error} onRetry={() => void list.refetch()} />}
      {list.isPending && <Loading />}
      {data &&
        (data.list.length === 0 ? (
          <p className="centre-empty">{t('agent.noMembers')}</p>
        ) : (
          <>
            <p className="deposit-hint">{t('agent.found', { count: data.total })}</p>
            <TeamMemberTable members={data.list} openId={current?.id} onOpen={setOpen} />
            <Pager page={pageNo} total={data.totalPages} onPage={setPageNo} />
          </>
        ))}
      {current && <DownlineDetail member={current} />}
    </div>
  );
}
