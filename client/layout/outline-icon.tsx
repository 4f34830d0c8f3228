/** The floating service's icon, which the phone tab bar shows too (./tab-icons.tsx): the entry carries only this one. */
export const SERVICE_ICON_PATH = 'M4 13v-1a8 8 0 0 1 16 0v1M4 13h3v5H4zm13 0h3v5h-3zM20 18a4 4 0 0 1-4 3h-3';

/** An outline icon of the tab bar's set (24 px, currentColor, decorative: its control's label names it). */
export function OutlineIcon({ path }: { path: string }) {
  return (
    <svg className="tab-icon" viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
      <path d={path} fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}
