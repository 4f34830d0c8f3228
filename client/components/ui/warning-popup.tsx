import { useTranslation } from '@client/lib/use-translation';
import { Modal } from './modal';

/**
 * SPEC.md 2.4, 8 warning popup: a warning icon, the message and one button, submit-labelled
 * unless told otherwise (invitation code error, SMS send failure, the action checks'
 * in_need_true_account). Opens over whatever dialog is open.
 */
export function WarningPopup({ message, confirmLabel, onClose }: { message: string; confirmLabel?: string; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Modal title={t('auth.warningTitle')} onClose={onClose}>
      <p role="alert" className="warning-text">
        <span className="warning-icon" aria-hidden="true">
          ⚠
        </span>
        {message}
      </p>
      <div className="modal-actions">
        <button type="button" className="btn btn-primary" onClick={onClose} autoFocus>
          {confirmLabel ?? t('common.submit')}
        </button>
      </div>
    </Modal>
  );
}
