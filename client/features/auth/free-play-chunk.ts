/** Free play's code (./free-play.ts), loaded once: the account dialogs' prefetch runs it too (auth-modals.tsx). */
export const loadFreePlay = () => import('./free-play');
