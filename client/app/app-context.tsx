import { createContext, useContext, type ReactNode } from 'react';
import { useStore } from 'zustand';
import type { ApiClient } from '../lib/api-client';
import type { SessionState, SessionStore } from '../stores/session-store';
import type { UiState, UiStore } from '../stores/ui-store';
import type { PortalState } from '@shared/portal-state';

export interface AppContextValue {
  api: ApiClient;
  portal: Omit<PortalState, 'queries' | 'translation' | 'translationComplete' | 'session'>;
  ui: UiStore;
  session: SessionStore;
  /** the queries (their hashes) the page's HTML was rendered with (client/app/page-queries.ts) */
  pageQueries: ReadonlySet<string>;
}

const AppContext = createContext<AppContextValue | null>(null);

export function AppProvider({ value, children }: { value: AppContextValue; children: ReactNode }) {
  return <AppContext.Provider value={value}>{children}</AppContext.Provider>;
}

export function useApp(): AppContextValue {
  const value = useContext(AppContext);
  if (!value) throw new Error('useApp outside AppProvider');
  return value;
}

export function useUi<T>(selector: (state: UiState) => T): T {
  return useStore(useApp().ui, selector);
}

export function useSession<T>(selector: (state: SessionState) => T): T {
  return useStore(useApp().session, selector);
}

/** An image path from the upstream on the image host picked for this page. */
export function useImageUrl(): (path: string) => string {
  const { imageCdn } = useApp().portal;
  return (path) => (/^https?:\/\//.test(path) ? path : imageCdn + path);
}
