import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from '@client/lib/use-translation';
import { sanitizeHtml } from '#html-sanitizer';
import { useApp, useSession } from '@client/app/app-context';
import { Pager } from '@client/components/ui/pager';
import { Loading, QueryError } from '@client/components/ui/query-state';
import { useBrandTime } from '@client/lib/brand-time';
import { announcementsQuery } from '../api/agent';
import '@client/styles/cashier.css';
import '@client/styles/agent.css';

const PAGE_SIZE = 10;

/** Operator HTML after the one allow-list of shared/html-allow-list.ts (DOMPurify in the browser). */
function Content({ html }: { html: string }) {
  const clean = useMemo(() => sanitizeHtml(html), [html]);
  // biome-ignore lint/security/noDangerouslySetInnerHtml: cleaned just above with the shared allow-list
  return <div className="rich-text" dangerouslySetInnerHTML={{ __html: clean }} />;
}

/** agentAnnouncement (docs/product.md 2.6): the operator's notices to its agents, newest first, paged; each with its date (yyyy-MM-dd hh:mm:ss). */
export default function AgentAnnouncement() {
  const { t } = useTranslation();
  const time = useBrandTime();
  const { api } = useApp();
  const username = useSession((s) => s.session?.username ?? '');
  const [pageNo, setPageNo] = useState(1);
  const list = useQuery(announcementsQuery(api, username, pageNo, PAGE_SIZE));

  if (list.isPending) return <Loading />;
  if (list.isError) return <QueryError error={list.error} onRetry={() => void list.refetch()} />;
  if (list.data.list.length === 0) return <p className="centre-empty">{t('agent.announcementsEmpty')}</p>;
  return (
    <div className="records">
      <ul className="agent-announcements">
        {list.data.list.map((a) => (
          <li key={a.id}>
            <article className="agent-detail" aria-labelledby={`agent-ann-${a.id}`}>
              <h4 id={`agent-ann-${a.id}`}>{a.title}</h4>
              <time dateTime={new Date(a.date).toISOString()}>{time.at(a.date)}</time>
              <Content html={a.content} />
            </article>
          </li>
        ))}
      </ul>
      <Pager page={pageNo} total={list.data.totalPages} onPage={setPageNo} />
    </div>
  );
}
