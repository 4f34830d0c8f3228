import { useTranslation } from '@client/lib/use-translation';
import type { Whitelabel } from '@shared/api';
import { useUi } from '@client/app/app-context';
import { errorKey } from '@client/lib/errors';
import { useChatRoom } from '../hooks/use-chat-room';
import { ChatBar } from './chat-bar';

export { allowedChatUrl } from '../hooks/use-chat-room';

/** The chat window's contents: its bar, and the chat page framed once its one-time URL is in. */
export default function ChatPanel({ username, whitelabel }: { username: string; whitelabel: Whitelabel | undefined }) {
  const { t } = useTranslation();
  const state = useUi((s) => s.chat);
  const { chat, url, frame } = useChatRoom(username, whitelabel);
  const failed = chat.isError || (chat.data && !url);
  return (
    <section className="chat-window" data-state={state} aria-label={t('chat.title')}>
      <ChatBar />
      <div className="chat-body" hidden={state === 'minimised'}>
        {failed ? (
          <p role="alert" className="chat-error">
            {t(errorKey(chat.error))}
          </p>
        ) : url ? (
          <iframe
            ref={frame}
            src={url}
            title={t('chat.title')}
            className="chat-frame"
            referrerPolicy="no-referrer"
            sandbox="allow-scripts allow-same-origin allow-forms"
          />
        ) : (
          <p className="chat-loading" aria-busy="true">
            {t('chat.loading')}
          </p>
        )}
      </div>
    </section>
  );
}
