import { lazy, Suspense } from 'react';
import { TRIAL_ACCOUNT_TYPE } from '@shared/constants';
import type { Whitelabel } from '@shared/api';
import { useSession, useUi } from '@client/app/app-context';

// its own chunk: loaded when a member opens the chat
const ChatPanel = lazy(() => import('./chat-panel'));

/**
 * docs/product.md 2.3, 4 chat room: a window (small, large or minimised) framing the chat URL
 * for a logged-in member (not type 4). It disappears with the session, so logging out
 * closes it. The chat page may ask to log the player out by postMessage; only a message
 * from that frame and its origin is obeyed: the session ends and the portal reloads.
 */
export function ChatWindow({ whitelabel }: { whitelabel: Whitelabel | undefined }) {
  const session = useSession((s) => s.session);
  const state = useUi((s) => s.chat);
  if (!session || session.type === TRIAL_ACCOUNT_TYPE || state === 'closed') return null;
  return (
    <Suspense fallback={null}>
      <ChatPanel username={session.username} whitelabel={whitelabel} />
    </Suspense>
  );
}
