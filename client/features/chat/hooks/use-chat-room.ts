import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useTranslation } from '@client/lib/use-translation';
import { CHAT_HEADER_COLOUR } from '@shared/constants';
import type { Whitelabel } from '@shared/api';
import { CHAT_LOGOUT_MESSAGE } from '@shared/api/content';
import { useApp } from '@client/app/app-context';
import { logout } from '@client/lib/member';
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

/**
 * The chat room of one opening: its one-time URL (asked once, never cached: the room spends its
 * ticket when the page loads), the URL if it may be framed, and the frame; a logout asked by
 * the framed page (and only by it) logs the member out and goes home.
 */
export function useChatRoom(username: string, whitelabel: Whitelabel | undefined) {
  const { t, i18n } = useTranslation();
  const { api } = useApp();
  const frame = useRef<HTMLIFrameElement>(null);
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
  return { chat, url, frame };
}
