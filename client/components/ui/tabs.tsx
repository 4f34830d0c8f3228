import type { KeyboardEvent } from 'react';

/**
 * A row of tabs (WAI-ARIA tabs pattern: arrow keys move between them). With `panelId`, each tab
 * controls that panel and is named `${panelId}-${tab id}` (the panel's aria-labelledby).
 */
export function Tabs<T extends string>({
  label,
  tabs,
  current,
  onSelect,
  panelId,
}: {
  label: string;
  tabs: { id: T; label: string }[];
  current: T;
  onSelect: (id: T) => void;
  panelId?: string;
}) {
  const onKey = (e: KeyboardEvent<HTMLButtonElement>) => {
    const step = e.key === 'ArrowRight' ? 1 : e.key === 'ArrowLeft' ? -1 : 0;
    if (!step) return;
    const index = tabs.findIndex((tab) => tab.id === current);
    const next = tabs[(index + step + tabs.length) % tabs.length]!;
    onSelect(next.id);
    const list = e.currentTarget.parentElement;
    requestAnimationFrame(() => list?.querySelector<HTMLButtonElement>('[aria-selected="true"]')?.focus());
  };
  return (
    <div className="tabs" role="tablist" aria-label={label}>
      {tabs.map((tab) => (
        <button
          key={tab.id}
          id={panelId && `${panelId}-${tab.id}`}
          aria-controls={panelId}
          type="button"
          role="tab"
          className="tab"
          aria-selected={tab.id === current}
          tabIndex={tab.id === current ? 0 : -1}
          onClick={() => onSelect(tab.id)}
          onKeyDown={onKey}
        >
          {tab.label}
        </button>
      ))}
    </div>
  );
}
