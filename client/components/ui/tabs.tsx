import type { KeyboardEvent, ReactNode } from 'react';

/**
 * A row of tabs (WAI-ARIA tabs pattern: arrow keys move between them). Every tab controls the
 * panel `panelId` (required: a tab that controls nothing is announced as one, and the HTML
 * checker refuses it) and is named `${panelId}-${tab id}`; render that panel with `TabPanel`.
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
  panelId: string;
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
          id={`${panelId}-${tab.id}`}
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

/**
 * The panel `Tabs` controls, labelled by the current tab: one panel holding the current tab's
 * content only (the others' are not rendered, so their fields are not in the page twice).
 * `tabs: false` (the row is not shown, one choice only) renders the same content as a plain
 * block. A tab's label must not hold a field label of its panel (the panel is named by it).
 */
export function TabPanel<T extends string>({
  panelId,
  current,
  className,
  tabs = true,
  children,
}: {
  panelId: string;
  current: T;
  className?: string;
  tabs?: boolean;
  children: ReactNode;
}) {
  if (!tabs) return <div className={className}>{children}</div>;
  return (
    <div role="tabpanel" id={panelId} aria-labelledby={`${panelId}-${current}`} className={className}>
      {children}
    </div>
  );
}
