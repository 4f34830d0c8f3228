import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '@client/lib/use-translation';
import { useApp } from '@client/app/app-context';
import { unreadCountQuery } from '../api/get-unread-count';

/** docs/product.md 2.3: the logged-in header's unread platform-message count, loaded when the header starts. */
export function UnreadMessages({ username }: { username: string }) {
  const { t } = useTranslation();
  const { api } = useApp();
  const { data } = useQuery(unreadCountQuery(api, username));
  const count = data ?? 0;
  return (
    <span className="unread-messages" role="status" data-testid="unread-messages" aria-label={t('content.unread', { count })}>
      <span aria-hidden="true">✉</span>
      {count > 0 && (
        <span className="badge" aria-hidden="true">
          {count > 99 ? '99+' : count}
        </span>
      )}
    </span>
  );
}
