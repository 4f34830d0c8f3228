import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useTranslation } from '@client/lib/use-translation';
import { CHAT_HEADER_COLOUR } from '@shared/constants';
import type { Whitelabel } from '@shared/api';
import { CHAT_LOGOUT_MESSAGE } from '@shared/api/content';
import { useApp, useUi } from '@client/app/app-context';
import { logout } from '@client/lib/member';
import { errorKey } from '@client/lib/errors';
import { getChatUrl } from '../api/chat-calls';
import { chatKeys } from '../api/keys';

/** The chat page may only be framed from the upstream's launch hosts (the CSP's frame-src). */
export function allowedChatUrl(url: string, whitelabel: Whitelabel | undefined): string | null {
  try {
    const parsed = new URL(url);
    return (whitelabel?.launchGameCDNs ?? []).some((origin) => new URL(origin).origin === parsed.origin) ? parsed.href : null;
  } catch {
    return null;
  }
}

/** The chat window's contents: its bar, and the chat page framed once its one-time URL is in. */
export default function ChatPanel({ username, whitelabel }: { username: string; whitelabel: Whitelabel | undefined }) {
  const { t, i18n } = useTranslation();
  const { api } = useApp();
  const state = useUi((s) => s.chat);
  const setChat = useUi((s) => s.setChat);
  const frame = useRef<HTMLIFrameElement>(null);
  // One URL per opening: the room spends its ticket when the page loads.
  const chat = useQuery({
    queryKey: chatKeys.url(username, i18n.language),
    queryFn: () =>
      getChatUrl(api, {
        b2c: true,
        title: t('chat.title'),
        language: i18n.language === 'ty' ? 'vi' : i18n.language.slice(0, 2),
        headerColor: CHAT_HEADER_COLOUR,
      }),
    staleTime: Infinity,
    gcTime: 0,
    retry: false,
  });
  const url = chat.data ? allowedChatUrl(chat.data.chatUrl, whitelabel) : null;

  useEffect(() => {
    if (!url) return;
    const origin = new URL(url).origin;
    const onMessage = (event: MessageEvent) => {
      if (event.origin !== origin || event.source !== frame.current?.contentWindow) return;
      const data = event.data as { type?: unknown } | null;
      if (!data || data.type !== CHAT_LOGOUT_MESSAGE) return;
      void logout(api)
        .catch(() => undefined)
        .then(() => {
          sessionStorage.clear();
          window.location.replace(`${window.location.origin}/`);
        });
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [url, api]);

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && state !== 'minimised' && setChat('minimised');
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [state, setChat]);

  const failed = chat.isError || (chat.data && !url);
  return (
    <section className="chat-window" data-state={state} aria-label={t('chat.title')}>
      <div className="chat-bar">
        <h2 className="chat-title">{t('chat.title')}</h2>
        {state === 'minimised' ? (
          <button type="button" className="icon-button" onClick={() => setChat('small')} aria-label={t('chat.restore')}>
            ▢
          </button>
        ) : (
          <>
            <button type="button" className="icon-button" onClick={() => setChat('minimised')} aria-label={t('chat.minimise')}>
              –
            </button>
            <button
              type="button"
              className="icon-button"
              aria-pressed={state === 'large'}
              onClick={() => setChat(state === 'large' ? 'small' : 'large')}
              aria-label={state === 'large' ? t('chat.shrink') : t('chat.enlarge')}
            >
              {state === 'large' ? '⤡' : '⤢'}
            </button>
          </>
        )}
        <button type="button" className="icon-button" onClick={() => setChat('closed')} aria-label={t('chat.close')}>
          ×
        </button>
      </div>
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
