import { type ReactNode, useEffect, useRef, useState } from 'react';
import { useTranslation } from '@client/lib/use-translation';

/**
 * The phone's filter sheet: open or closed, focus moved into it when it opens and back to
 * its button when it closes, Escape closes it. Navigation (a filter applied) keeps it open
 * so several filters can be chosen in a row.
 */
export function useFilterSheet() {
  const [open, setOpen] = useState(false);
  const opener = useRef<HTMLButtonElement>(null);
  const panel = useRef<HTMLDivElement>(null);
  const wasOpen = useRef(false);
  useEffect(() => {
    if (open) panel.current?.querySelector<HTMLElement>('select, a, button')?.focus();
    else if (wasOpen.current) opener.current?.focus();
    wasOpen.current = open;
    if (!open) return;
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && setOpen(false);
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open]);
  return { open, setOpen, opener, panel };
}

export type FilterSheetState = ReturnType<typeof useFilterSheet>;

/** The filters beyond search and hot: a bottom sheet (a dialog) on a phone while open, a row below on wide screens. */
export function FilterSheet({ id, sheet, children }: { id: string; sheet: FilterSheetState; children: ReactNode }) {
  const { t } = useTranslation();
  const close = () => sheet.setOpen(false);
  return (
    <>
      {sheet.open && <button type="button" className="filter-backdrop" tabIndex={-1} aria-label={t('common.close')} onClick={close} />}
      {/* biome-ignore lint/a11y/useAriaPropsSupportedByRole: a dialog (and labelled) only while open as a sheet; inline filters otherwise */}
      <div
        className="filter-sheet"
        id={`${id}-sheet`}
        data-open={sheet.open || undefined}
        ref={sheet.panel}
        role={sheet.open ? 'dialog' : undefined}
        aria-labelledby={sheet.open ? `${id}-sheet-title` : undefined}
      >
        <div className="filter-sheet-head">
          <h2 id={`${id}-sheet-title`}>{t('mobile.filtersTitle')}</h2>
          <button type="button" className="modal-close" aria-label={t('common.close')} onClick={close}>
            ×
          </button>
        </div>
        {children}
        <button type="button" className="btn btn-primary btn-block filter-done" onClick={close}>
          {t('mobile.showGames')}
        </button>
      </div>
    </>
  );
}
