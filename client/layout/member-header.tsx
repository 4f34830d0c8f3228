import type { PublicSession } from '@shared/portal-state';
import { LiveLost } from '../components/live-lost';
import { AccountBar } from '../features/auth/components/account-bar';
import { useFavouriteIds } from '../features/games/hooks/use-favourites';
import { UnreadMessages } from '../features/content/components/unread-messages';
import { SessionClock } from '../features/member-centre/components/session-clock';

// the layout's member-only parts come in this chunk too (MemberPart in ./member-header-slot.tsx)
export { CentreModals, loadCentre } from './centre-modals';
export { PullToRefresh } from './pull-to-refresh';
export { ChatWindow } from '../features/chat/components/chat-window';
export { MaintenanceNotice } from '../components/maintenance-notice';
export { LastLoginNotice } from '../features/auth/components/last-login-notice';

/**
 * The logged-in header's own parts (docs/product.md 2.3): a quiet mark when live updates are
 * lost for long, the session clock, unread
 * messages, balance and avatar menu. Its own chunk (member-header-slot.tsx): a visitor's
 * page only hints it (worker/ssr/assets.ts) and never runs it.
 */
export default function MemberHeader({ session }: { session: PublicSession }) {
  // docs/product.md 2.3: favourites load when the header starts (for a logged-in real member): here, not in every visitor's entry
  useFavouriteIds();
  return (
    <>
      <LiveLost />
      <SessionClock />
      <UnreadMessages username={session.username} />
      <AccountBar session={session} />
    </>
  );
}
