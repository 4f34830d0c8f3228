import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from '@client/lib/use-translation';
import type { MessageStatus } from '@shared/api/member';
import { useApp, useSession } from '@client/app/app-context';
import { Pager } from '@client/components/ui/pager';
import { Loading, QueryError } from '@client/components/ui/query-state';
import { TabPanel, Tabs } from '@client/components/ui/tabs';
import { FormAlert } from '@client/components/ui/text-field';
import { messagesQuery } from '../api/messages';
import { MessageList } from '../components/message-list';
import { useMessageActions } from '../hooks/use-message-actions';
import '@client/styles/member-centre.css';

/**
 * messageV2 (docs/product.md 2.5 platform information): the member's messages, newest first; opening
 * one marks it read, each can be deleted, all can be marked read. The header's unread count
 * (memberKeys.unread) is refreshed after every change.
 */
export default function MessageV2() {
  const { t } = useTranslation();
  const { api } = useApp();
  const username = useSession((s) => s.session?.username ?? '');
  const [status, setStatus] = useState<MessageStatus>('all');
  const [pageNo, setPageNo] = useState(1);
  const messages = useQuery(messagesQuery(api, username, status, pageNo));
  const { open, busy, formError, toggle, remove, readAll } = useMessageActions(api, username);
  const panelId = useId();

  return (
    <div className="messages">
      <div className="messages-bar">
        <Tabs
          label={t('messages.filter')}
          tabs={[
            { id: 'all', label: t('messages.all') },
            { id: 'unread', label: t('messages.unread') },
          ]}
          current={status}
          onSelect={(s) => {
            setStatus(s);
            setPageNo(1);
          }}
          panelId={panelId}
        />
        <button type="button" className="btn btn-ghost btn-small" onClick={readAll} disabled={busy || !messages.data?.unread}>
          {t('messages.readAll')}
        </button>
      </div>
      <FormAlert message={formError} />
      <TabPanel panelId={panelId} current={status}>
        {messages.isPending ? (
          <Loading />
        ) : messages.isError ? (
          <QueryError error={messages.error} onRetry={() => void messages.refetch()} />
        ) : messages.data.list.length === 0 ? (
          <p className="centre-empty">{t(status === 'unread' ? 'messages.noneUnread' : 'messages.empty')}</p>
        ) : (
          <>
            <p className="messages-count" data-testid="messages-unread">
              {t('messages.unreadCount', { count: messages.data.unread })}
            </p>
            <MessageList messages={messages.data.list} open={open} busy={busy} onToggle={toggle} onRemove={remove} />
            <Pager page={pageNo} total={messages.data.totalPages} onPage={setPageNo} />
          </>
        )}
      </TabPanel>
    </div>
  );
}
