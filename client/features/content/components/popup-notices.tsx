import { useIdleComponent } from '@client/lib/use-idle-component';
import type { Announcement } from '@shared/contract';
import { useSession } from '@client/app/app-context';
import { useExcludedHere } from '@client/lib/session-ended';

type NoticeProps = { popups: Announcement[] };

/**
 * Home's popup notices, loaded once the main thread is idle after hydration and only when there are some: the notice
 * (and the browser sanitiser it uses) is its own chunk, never part of the first load.
 */
export function PopupNotices({ popups }: NoticeProps) {
  // player protection (issue 14): no marketing to a player this browser knows is on a break or
  // self-excluded, including one that starts in another tab while a popup is on screen here
  const excluded = useExcludedHere();
  const Notice = useIdleComponent<NoticeProps>(() => import('./popup-notice').then((m) => m.PopupNotice), popups.length > 0 && !excluded);
  // a break started in another tab logs this one out: its popups go too
  const loggedIn = useSession((s) => !!s.session);
  return Notice && (loggedIn || !excluded) ? <Notice popups={popups} /> : null;
}
