import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '@client/lib/use-translation';
import { TRIAL_ACCOUNT_TYPE } from '@shared/constants';
import { useApp, useSession, useUi } from '@client/app/app-context';
import { useActionCheck } from '@client/lib/use-action-check';
import { chatUnreadQuery } from '../api/chat-calls';

/**
 * The side menu's chat-room entry (CBS3): the action check first (login popup without a
 * session, in_please_information for a trial account), then the chat window opens. For a
 * member the room's unread count is fetched on login and shown as a badge.
 */
export function ChatLauncher() {
  const { t } = useTranslation();
  const { api } = useApp();
  const check = useActionCheck();
  const setChat = useUi((s) => s.setChat);
  const setDrawer = useUi((s) => s.setDrawer);
  const session = useSession((s) => s.session);
  const member = session && session.type !== TRIAL_ACCOUNT_TYPE ? session.username : null;
  const unread = useQuery({ ...chatUnreadQuery(api, member ?? ''), enabled: member !== null });
  const count = member ? (unread.data ?? 0) : 0;
  return (
    <button
      type="button"
      className="side-button side-chat"
      onClick={() => {
        setDrawer(false);
        if (check('chat')) setChat('small');
      }}
      aria-label={count > 0 ? t('chat.openWithUnread', { count }) : t('chat.open')}
    >
      {t('chat.open')}
      {/* the space keeps the visible text "Chat room 2" inside the name "Chat room, 2 unread" */}
      {count > 0 && ' '}
      {count > 0 && (
        <span className="badge" aria-hidden="true">
          {count}
        </span>
      )}
    </button>
  );
}
