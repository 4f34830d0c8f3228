import { useIdleComponent } from '@client/lib/use-idle-component';
import type { Announcement } from '@shared/api';
import { useSession } from '@client/app/app-context';
import { useExcludedHere } from '@client/lib/session-ended';

type NoticeProps = { popups: Announcement[] };

/**
 * Home's popup notices, loaded once the main thread is idle after hydration and only when there are some: the notice
 * (and the browser sanitiser it uses) is its own chunk, never part of the first load.
 *
 * They are the operator's welcome to visitors (the new-member bonus a registration brings), each
 * shown once per browser: a logged-in member, who has registered already (or was made by an
 * agent, without that bonus), has nothing to claim from them and sees none, also when logging in
 * while one is on screen. Their own news reaches members as platform messages and announcements.
 */
export function PopupNotices({ popups }: NoticeProps) {
  // player protection: no marketing to a player this browser knows is on a break or
  // self-excluded, including one that starts in another tab while a popup is on screen here
  const excluded = useExcludedHere();
  const visitor = useSession((s) => !s.session);
  const Notice = useIdleComponent<NoticeProps>(() => import('./popup-notice').then((m) => m.PopupNotice), popups.length > 0 && visitor && !excluded);
  return Notice && visitor && !excluded ? <Notice popups={popups} /> : null;
}
