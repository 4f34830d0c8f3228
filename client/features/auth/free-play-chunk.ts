/** Free play's source file: a visitor's page has the browser fetch its chunk ahead (client/entry.server.tsx). */
export const FREE_PLAY_MODULE = 'client/features/auth/free-play.ts';

/** Free play's code (./free-play.ts), loaded once: the account dialogs' prefetch runs it too (auth-modals.tsx). */
export const loadFreePlay = () => import('./free-play');
