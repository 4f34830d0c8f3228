import { useEffect, useId, useRef, type ReactNode } from 'react';
import { useTranslation } from '@client/lib/use-translation';

/**
 * A bottom sheet on the native <dialog> element (a panel at the bottom right on wide
 * screens): focus moves into it and stays there, Escape, the × or a tap outside it closes
 * it, and focus returns to what opened it.
 */
export function Sheet({ title, onClose, children, className }: { title: string; onClose: () => void; children: ReactNode; className?: string }) {
  const { t } = useTranslation();
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  useEffect(() => {
    const dialog = ref.current;
    const opener = document.activeElement as HTMLElement | null;
    if (dialog && !dialog.open) dialog.showModal();
    return () => {
      dialog?.close();
      opener?.focus();
    };
  }, []);
  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: the click is the backdrop's; the keyboard closes with Escape (onCancel)
    <dialog
      ref={ref}
      className={className ? `sheet ${className}` : 'sheet'}
      aria-labelledby={titleId}
      onCancel={(e) => {
        e.preventDefault();
        onClose();
      }}
      // a click on the backdrop lands on the dialog itself, outside its content
      onClick={(e) => e.target === e.currentTarget && onClose()}
    >
      <div className="sheet-body">
        <div className="sheet-head">
          <h2 id={titleId}>{title}</h2>
          <button type="button" className="modal-close" aria-label={t('common.close')} onClick={onClose}>
            ×
          </button>
        </div>
        {children}
      </div>
    </dialog>
  );
}
