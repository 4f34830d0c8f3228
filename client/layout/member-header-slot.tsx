import { type ComponentType, type ReactNode, startTransition, useEffect, useState } from 'react';
import type { PublicSession } from '@shared/portal-state';
import { useSession } from '../app/app-context';
import { importWithRetry } from '../lib/import-with-retry';

/** The member chunk: the header's logged-in parts and the layout's member-only parts (./member-header.tsx). */
export type MemberModule = typeof import('./member-header');
type MemberHeader = ComponentType<{ session: PublicSession }>;

/** the source file whose chunk a member's page preloads (client/entry.server.tsx) */
export const MEMBER_HEADER_MODULE = 'client/layout/member-header.tsx';

let loaded: MemberModule | null = null;
let loading: Promise<MemberModule> | null = null;

/**
 * Loads the member chunk once (the entry every visitor downloads does without it). The server
 * render and the browser's hydration of a member's page wait for it, so both render it in the
 * same pass; a visitor's page has the browser fetch it ahead (client/entry.server.tsx
 * VISITOR_PREFETCH) and runs it when the account dialogs open, or once free play or a
 * registration sets the session.
 */
export function loadMemberHeader(): Promise<MemberModule> {
  loading ??= importWithRetry(() => import('./member-header')).then(
    (module) => (loaded = module),
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
  const [Header, setHeader] = useState<MemberHeader | null>(() => loaded?.default ?? null);
  useEffect(() => {
    if (Header) return;
    let live = true;
    // a sign of the network coming back while a try is still under way (its last fetch failing
    // as the phone reconnects) is not lost: the chunk is tried once more when that try fails
    let trying = false;
    let again = false;
    const attempt = () => {
      if (trying) {
        again = true;
        return;
      }
      trying = true;
      loadMemberHeader().then(
        (module) => live && startTransition(() => setHeader(() => module.default)),
        () => {
          trying = false;
          if (again && live) {
            again = false;
            attempt();
          }
        },
      );
    };
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

/**
 * A member-only part of the layout (the centres, pull to refresh, the chat, the last-login
 * notice), drawn from the member chunk: rendered once the chunk is here (before the first
 * render on a member's page, as the header's parts), loaded once there is a session. Each
 * part renders nothing without a session, so a page rendered with the chunk and one without
 * have the same HTML for a visitor.
 */
export function MemberPart({ children }: { children: (parts: MemberModule) => ReactNode }) {
  const member = useSession((s) => !!s.session);
  const [parts, setParts] = useState(() => loaded);
  useEffect(() => {
    if (parts || !member) return;
    let live = true;
    loadMemberHeader().then(
      (module) => live && startTransition(() => setParts(module)),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [parts, member]);
  return parts ? children(parts) : null;
}
