import { createStore } from 'zustand/vanilla';
import type { CentreRef } from '@shared/centre';
import type { SecondFactorRequired } from '@shared/api/second-factor';

export type Theme = 'light' | 'dark';
export type AuthModal =
  | 'login'
  | 'register'
  | 'changePassword'
  | 'changePasswordSelf'
  | 'logout'
  | 'registerSuccess'
  | 'registerGenerated'
  | 'forgot'
  | 'firstLogin'
  | null;

/** The member centre (docs/product.md 2.5) or agent centre (2.6) popup, on one of its pages (named in the URL: shared/centre.ts). */
export type Centre = CentreRef;

/** docs/product.md 2.4 warning dialog: a translated message and the confirm button's label key. */
export interface Warning {
  messageKey: string;
  confirmKey?: string;
  /** 'success': something went through (a check mark, not the warning sign) */
  tone?: 'warning' | 'success';
  /** the way out beside the confirm button: register and log in (a trial account's "real account needed") */
  offerAccount?: boolean;
}

/** docs/product.md 4 chat room window: closed, open (small or large) or minimised to its title bar. */
export type ChatWindowState = 'closed' | 'small' | 'large' | 'minimised';

export interface UiState {
  /** desktop: the side menu shows icons only */
  sideMenuMini: boolean;
  /** phones: the side menu is open over the page */
  drawerOpen: boolean;
  theme: Theme;
  /** the open account dialog, if any (docs/product.md 2.4) */
  authModal: AuthModal;
  /** a social login back without a session: the login dialog opens at its second step (docs/product.md 4) */
  pendingLogin: SecondFactorRequired | null;
  openPendingLogin: (pending: SecondFactorRequired) => void;
  /** the warning dialog, if open (docs/product.md 2.4, 8) */
  warning: Warning | null;
  showWarning: (warning: Warning | null) => void;
  /** the open centre popup, if any */
  centre: Centre | null;
  openCentre: (centre: Centre | null) => void;
  /** the announcement modal (docs/product.md 2.4) */
  announcementsOpen: boolean;
  setAnnouncementsOpen: (open: boolean) => void;
  chat: ChatWindowState;
  setChat: (chat: ChatWindowState) => void;
  toggleSideMenu: () => void;
  openAuth: (modal: AuthModal) => void;
  setDrawer: (open: boolean) => void;
  setTheme: (theme: Theme) => void;
}

/**
 * Layout state. A store per request on the server and one per page in the browser:
 * never a module-level store (isolates serve many players). The theme always starts
 * light (docs/product.md 1); the player's choice is remembered under localStorage 'theme'.
 */
export function createUiStore(initial: Partial<Pick<UiState, 'sideMenuMini' | 'centre'>> = {}) {
  return createStore<UiState>()((set) => ({
    sideMenuMini: initial.sideMenuMini ?? false,
    drawerOpen: false,
    theme: 'light',
    authModal: null,
    pendingLogin: null,
    openPendingLogin: (pendingLogin) => set({ pendingLogin, authModal: 'login' }),
    warning: null,
    showWarning: (warning) => set({ warning }),
    centre: initial.centre ?? null,
    openCentre: (centre) => set({ centre }),
    announcementsOpen: false,
    setAnnouncementsOpen: (announcementsOpen) => set({ announcementsOpen }),
    chat: 'closed',
    setChat: (chat) => set({ chat }),
    // any other dialog, or closing, ends a waiting social login's second step
    openAuth: (authModal) => set({ authModal, pendingLogin: null }),
    toggleSideMenu: () => set((s) => ({ sideMenuMini: !s.sideMenuMini })),
    setDrawer: (drawerOpen) => set({ drawerOpen }),
    setTheme: (theme) => set({ theme }),
  }));
}

export type UiStore = ReturnType<typeof createUiStore>;
