import { useTranslation } from '@client/lib/use-translation';
import type { PlatformMessage } from '@shared/api/member';
import { useBrandTime } from '@client/lib/brand-time';

interface Props {
  messages: PlatformMessage[];
  open: number | null;
  busy: boolean;
  onToggle: (m: PlatformMessage) => void;
  onRemove: (m: PlatformMessage) => void;
}

/** The messages of a page, an unread one marked; a title opens its text, each can be deleted. */
export function MessageList({ messages, open, busy, onToggle, onRemove }: Props) {
  const { t } = useTranslation();
  const time = useBrandTime();
  return (
    <ul className="message-list">
      {messages.map((m) => (
        <li key={m.id} className={m.read ? 'message' : 'message message-unread'} data-testid="message">
          <div className="message-head">
            <button type="button" className="message-toggle" aria-expanded={open === m.id} aria-controls={`message-${m.id}`} onClick={() => onToggle(m)}>
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
              onClick={() => onRemove(m)}
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
  );
}
