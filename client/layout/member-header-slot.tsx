import { type ComponentType, startTransition, useEffect, useState } from 'react';
import type { PublicSession } from '@shared/portal-state';
import { importWithRetry } from '../lib/import-with-retry';

type MemberHeader = ComponentType<{ session: PublicSession }>;

/** the source file whose chunk a member's page preloads (client/entry.server.tsx) */
export const MEMBER_HEADER_MODULE = 'client/layout/member-header.tsx';

let loaded: MemberHeader | null = null;
let loading: Promise<MemberHeader> | null = null;

/**
 * Loads the member header's chunk once (the entry every visitor downloads does
 * without it). The server render and the browser's hydration of a member's page wait for it,
 * so both render it in the same pass; a visitor's page has the browser fetch it ahead
 * (client/entry.server.tsx VISITOR_PREFETCH) and runs it when the account dialogs open, or once
 * free play or a registration sets the session.
 */
export function loadMemberHeader(): Promise<MemberHeader> {
  loading ??= importWithRetry(() => import('./member-header')).then(
    (module) => (loaded = module.default),
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}

/**
 * The logged-in header's parts in their frame: rendered at once when the chunk is here (a
 * member's page loads it before rendering), otherwise once it has come, the frame holding
 * their place meanwhile (just after a login, or a member's page served from a visitor's).
 * On a phone the tab bar's account sheet keeps the member's menu, log-out included, meanwhile.
 */
export function MemberHeaderSlot({ session }: { session: PublicSession }) {
  const [Header, setHeader] = useState<MemberHeader | null>(() => loaded);
  useEffect(() => {
    if (Header) return;
    let live = true;
    const attempt = () =>
      void loadMemberHeader().then(
        (component) => live && startTransition(() => setHeader(() => component)),
        () => undefined,
      );
    attempt();
    // a chunk that could not be loaded (a phone that lost its connection) is tried again once
    // the browser is back online or the player comes back to the page
    window.addEventListener('online', attempt);
    window.addEventListener('focus', attempt);
    return () => {
      live = false;
      window.removeEventListener('online', attempt);
      window.removeEventListener('focus', attempt);
    };
  }, [Header]);
  return <div className="header-account">{Header && <Header session={session} />}</div>;
}
