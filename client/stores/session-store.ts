import { createStore } from 'zustand/vanilla';
import type { PublicSession } from '@shared/portal-state';

export interface SessionState {
  /** who is logged in (the token itself stays in the worker's HttpOnly cookie) */
  session: PublicSession | null;
  setSession: (session: PublicSession | null) => void;
  /** the account's previous login, shown once after signing in */
  lastLogin: { at: number; ip: string } | null;
  setLastLogin: (lastLogin: { at: number; ip: string } | null) => void;
}

/** Per request on the server, per page in the browser: never module-level. */
export function createSessionStore(session: PublicSession | null) {
  return createStore<SessionState>()((set) => ({
    session,
    setSession: (next) => set(next ? { session: next } : { session: null, lastLogin: null }),
    lastLogin: null,
    setLastLogin: (lastLogin) => set({ lastLogin }),
  }));
}

export type SessionStore = ReturnType<typeof createSessionStore>;
