import { createStore } from 'zustand/vanilla';

export type Theme = 'light' | 'dark';

export interface UiState {
  sideMenuMini: boolean;
  theme: Theme;
  toggleSideMenu: () => void;
  setTheme: (theme: Theme) => void;
}

/**
 * Layout state. A store per request on the server and one per page in the browser:
 * never a module-level store (isolates serve many players). The theme always starts
 * light (SPEC.md 1); the player's choice is remembered under localStorage 'theme'.
 */
export function createUiStore(initial: Partial<Pick<UiState, 'sideMenuMini'>> = {}) {
  return createStore<UiState>()((set) => ({
    sideMenuMini: initial.sideMenuMini ?? false,
    theme: 'light',
    toggleSideMenu: () => set((s) => ({ sideMenuMini: !s.sideMenuMini })),
    setTheme: (theme) => set({ theme }),
  }));
}

export type UiStore = ReturnType<typeof createUiStore>;
