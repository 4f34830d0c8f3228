import { useEffect, useState } from 'react';
import { useTranslation } from '@client/lib/use-translation';
import type { Announcement } from '@shared/api';
import { SafeHtml } from './safe-html';

const SEEN_KEY = 'notice.seen';

function seenIds(): number[] {
  try {
    const value: unknown = JSON.parse(localStorage.getItem(SEEN_KEY) ?? '[]');
    return Array.isArray(value) ? value.filter((v): v is number => typeof v === 'number') : [];
  } catch {
    return [];
  }
}

/**
 * docs/product.md 2.4 notice: the popup notices of home, each shown once (remembered in this
 * browser). A sheet docked at the foot of the screen (above the phone's tab bar, the
 * content's width on wide screens), not a modal: it never blocks the page nor covers its
 * first action, the header, the tabs or the service button (Escape or × closes
 * it); it appears after hydration only, as the server cannot know what was seen.
 */
export function PopupNotice({ popups }: { popups: Announcement[] }) {
  const { t } = useTranslation();
  const [current, setCurrent] = useState<Announcement | null>(null);
  useEffect(() => {
    const seen = seenIds();
    setCurrent(popups.find((p) => !seen.includes(p.id)) ?? null);
  }, [popups]);
  useEffect(() => {
    if (!current) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape' && !document.querySelector('dialog[open]')) close(current.id);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  });
  if (!current) return null;
  function close(id: number) {
    localStorage.setItem(SEEN_KEY, JSON.stringify([...seenIds(), id].slice(-50)));
    const seen = seenIds();
    setCurrent(popups.find((p) => !seen.includes(p.id)) ?? null);
  }
  return (
    <aside className="popup-notice" aria-labelledby="popup-notice-title" data-testid="popup-notice">
      <div className="popup-notice-head">
        <h2 id="popup-notice-title">{current.title}</h2>
        <button type="button" className="modal-close" aria-label={t('common.close')} onClick={() => close(current.id)}>
          ×
        </button>
      </div>
      <SafeHtml html={current.content} className="rich-text" />
    </aside>
  );
}
