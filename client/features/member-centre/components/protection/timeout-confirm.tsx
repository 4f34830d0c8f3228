import { useTranslation } from '@client/lib/use-translation';
import { exclusionEnd, type ExclusionKind } from '@shared/protection-rules';
import { useApp } from '@client/app/app-context';
import { Modal } from '@client/components/ui/modal';
import { FormAlert } from '@client/components/ui/text-field';
import { useBrandTime } from '@client/lib/brand-time';
import { errorKey } from '@client/lib/errors';
import { useFormCall } from '@client/lib/use-form-call';
import { takeTimeout } from '@client/features/member-centre/api/protection';
import { useEndSession } from '@client/features/member-centre/hooks/use-end-session';
import { announceSessionEnd } from '@client/lib/session-ended';

/** The last word before a break or a self-exclusion: when it ends; confirming takes it and ends the session. */
export function TimeoutConfirm({ kind, duration, onClose }: { kind: ExclusionKind; duration: string; onClose: () => void }) {
  const { t } = useTranslation();
  const { at } = useBrandTime();
  const { api } = useApp();
  const endSession = useEndSession();
  const { busy, formError, setFormError, run } = useFormCall((error) => errorKey(error));
  const until = exclusionEnd(kind, duration, Date.now());

  const confirm = () => {
    setFormError('');
    return run(async () => {
      const exclusion = await takeTimeout(api, { kind, duration, requestId: crypto.randomUUID() });
      onClose();
      // the other tabs log out at once, and this browser shows no marketing until it ends
      announceSessionEnd('excluded', exclusion.until);
      // the gateway ended every session already; the worker's cookie goes with this call
      await endSession();
    });
  };

  return (
    <Modal title={t(`protection.kind.${kind}`)} onClose={onClose}>
      <p>{t('protection.timeout.confirm', { duration: t(`protection.duration.${duration}`), time: until ? at(until) : '' })}</p>
      <FormAlert message={formError} />
      <div className="modal-actions">
        <button type="button" className="btn btn-ghost" onClick={onClose}>
          {t('common.cancel')}
        </button>
        <button type="button" className="btn btn-primary" disabled={busy} onClick={() => void confirm()}>
          {t('protection.timeout.confirmButton')}
        </button>
      </div>
    </Modal>
  );
}
