import { useTranslation } from 'react-i18next';
import { Modal } from '../../../components/ui/modal';

/**
 * SPEC.md 8 warning popup over the form: a warning icon, the message and a submit-labelled
 * button (invitation code error, SMS send failure). Opens over the login dialog.
 */
export function WarningPopup({ message, onClose }: { message: string; onClose: () => void }) {
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
          {t('common.submit')}
        </button>
      </div>
    </Modal>
  );
}
