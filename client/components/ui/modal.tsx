import { useEffect, useId, useRef, type ReactNode } from 'react';
import { useTranslation } from '@client/lib/use-translation';

/**
 * A modal dialog on the native <dialog> element: focus moves into it and is kept there,
 * Escape closes it, and the page behind is inert (docs/product.md: keyboard-usable modals). Its title
 * and close button stay put while a long content scrolls; on a phone it stands above the tab
 * bar (layout.css). `className` names a kind of dialog with a layout of its own (the centres).
 */
export function Modal({
  title,
  onClose,
  children,
  wide,
  className,
}: {
  title: string;
  onClose: () => void;
  children: ReactNode;
  wide?: boolean;
  className?: string;
}) {
  const { t } = useTranslation();
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  useEffect(() => {
    const dialog = ref.current;
    if (dialog && !dialog.open) dialog.showModal();
    return () => dialog?.close();
  }, []);
  return (
    <dialog
      ref={ref}
      className={`modal${wide ? ' modal-wide' : ''}${className ? ` ${className}` : ''}`}
      aria-labelledby={titleId}
      onCancel={(e) => {
        e.preventDefault();
        // React passes the event on to a modal this one is nested in (an image opened inside a centre): Escape closes only the top one
        e.stopPropagation();
        onClose();
      }}
    >
      <div className="modal-head">
        <h2 id={titleId}>{title}</h2>
        <button type="button" className="modal-close" aria-label={t('common.close')} onClick={onClose}>
          ×
        </button>
      </div>
      {children}
    </dialog>
  );
}
