import { useEffect, useState, type ComponentType } from 'react';
import type { Announcement } from '@shared/contract';

type NoticeProps = { popups: Announcement[] };

/**
 * Home's popup notices, loaded after hydration and only when there are some: the notice
 * (and the browser sanitiser it uses) is its own chunk, never part of the first load.
 */
export function PopupNotices({ popups }: NoticeProps) {
  const [Notice, setNotice] = useState<ComponentType<NoticeProps> | null>(null);
  useEffect(() => {
    if (popups.length === 0) return;
    let live = true;
    void import('./popup-notice').then((m) => live && setNotice(() => m.PopupNotice));
    return () => {
      live = false;
    };
  }, [popups.length]);
  return Notice ? <Notice popups={popups} /> : null;
}
