import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '@client/lib/use-translation';
import type { MessageStatus, PlatformMessage } from '@shared/api/member';
import { useApp, useSession } from '@client/app/app-context';
import { Pager } from '@client/components/ui/pager';
import { Loading, QueryError } from '@client/components/ui/query-state';
import { Tabs } from '@client/components/ui/tabs';
import { FormAlert } from '@client/components/ui/text-field';
import { useBrandTime } from '@client/lib/brand-time';
import { useFormCall } from '@client/lib/use-form-call';
import { deleteMessages, messagesQuery, readMessages } from '../api/messages';
import '@client/styles/member-centre.css';
import { memberKeys } from '@client/lib/query-keys';

/**
 * messageV2 (docs/product.md 2.5 platform information): the member's messages, newest first; opening
 * one marks it read, each can be deleted, all can be marked read. The header's unread count
 * (memberKeys.unread) is refreshed after every change.
 */
export default function MessageV2() {
  const { t } = useTranslation();
  const time = useBrandTime();
  const { api } = useApp();
  const username = useSession((s) => s.session?.username ?? '');
  const queryClient = useQueryClient();
  const [status, setStatus] = useState<MessageStatus>('all');
  const [pageNo, setPageNo] = useState(1);
  const [open, setOpen] = useState<number | null>(null);
  const { busy, formError, run } = useFormCall();
  const messages = useQuery(messagesQuery(api, username, status, pageNo));

  const refresh = () => queryClient.invalidateQueries({ queryKey: memberKeys.of(username) });
  const toggle = (m: PlatformMessage) => {
    setOpen(open === m.id ? null : m.id);
    if (m.read) return;
    void run(async () => {
      await readMessages(api, { ids: [m.id] });
      await refresh();
    });
  };
  const remove = (m: PlatformMessage) =>
    run(async () => {
      await deleteMessages(api, [m.id]);
      if (open === m.id) setOpen(null);
      await refresh();
    });
  const readAll = () =>
    run(async () => {
      await readMessages(api, { all: true });
      await refresh();
    });

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
        />
        <button type="button" className="btn btn-ghost btn-small" onClick={() => void readAll()} disabled={busy || !messages.data?.unread}>
          {t('messages.readAll')}
        </button>
      </div>
      <FormAlert message={formError} />
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
          <ul className="message-list">
            {messages.data.list.map((m) => (
              <li key={m.id} className={m.read ? 'message' : 'message message-unread'} data-testid="message">
                <div className="message-head">
                  <button type="button" className="message-toggle" aria-expanded={open === m.id} aria-controls={`message-${m.id}`} onClick={() => toggle(m)}>
                    {!m.read && <span className="message-dot" aria-hidden="true" />}
                    <strong>{m.title}</strong>
                    {!m.read && <span className="visually-hidden">{t('messages.unreadMark')}</span>}
                    <small>{time.at(m.createdAt)}</small>
                  </button>
                  <button
                    type="button"
                    className="btn btn-ghost btn-small"
                    aria-label={t('messages.deleteOne', { title: m.title })}
                    disabled={busy}
                    onClick={() => void remove(m)}
                  >
                    {t('messages.delete')}
                  </button>
                </div>
                <p id={`message-${m.id}`} className="message-body" hidden={open !== m.id}>
                  {m.content}
                </p>
              </li>
            ))}
          </ul>
          <Pager page={pageNo} total={messages.data.totalPages} onPage={setPageNo} />
        </>
      )}
    </div>
  );
}
