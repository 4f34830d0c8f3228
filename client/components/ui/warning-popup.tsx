import { useTranslation } from '@client/lib/use-translation';
import { Modal } from './modal';

export interface WarningAction {
  label: string;
  onClick: () => void;
}

/**
 * docs/product.md 2.4, 8 warning popup: a warning icon, the message and one button, submit-labelled
 * unless told otherwise (invitation code error, SMS send failure, the action checks'
 * in_need_true_account). Opens over whatever dialog is open. The same popup tells of a
 * success (`tone`: a check mark, said politely rather than as an alert), and may offer other
 * ways on (`actions`, before the confirm button: a trial account's register and log in).
 */
export function WarningPopup({
  message,
  confirmLabel,
  onClose,
  tone = 'warning',
  actions = [],
}: {
  message: string;
  confirmLabel?: string;
  onClose: () => void;
  tone?: 'warning' | 'success';
  actions?: WarningAction[];
}) {
  const { t } = useTranslation();
  const success = tone === 'success';
  return (
    <Modal title={t('auth.warningTitle')} onClose={onClose}>
      <p role={success ? 'status' : 'alert'} className="warning-text" data-tone={tone}>
        <span className={success ? 'warning-icon success-icon' : 'warning-icon'} aria-hidden="true">
          {success ? '✓' : '⚠'}
        </span>
        {message}
      </p>
      <div className="modal-actions">
        {actions.map((action) => (
          <button key={action.label} type="button" className="btn btn-secondary" onClick={action.onClick}>
            {action.label}
          </button>
        ))}
        {/* biome-ignore lint/a11y/noAutofocus: a dialog moves focus into itself, to its confirming button (WAI-ARIA dialog pattern) */}
        <button type="button" className="btn btn-primary" onClick={onClose} autoFocus>
          {confirmLabel ?? t('common.submit')}
        </button>
      </div>
    </Modal>
  );
}
