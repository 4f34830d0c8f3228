import { useState } from 'react';
import { useTranslation } from '@client/lib/use-translation';
import { BREAK_DURATIONS, EXCLUSION_DURATIONS, exclusionEnd, type ExclusionKind } from '@shared/protection-rules';
import { useApp } from '@client/app/app-context';
import { Modal } from '@client/components/ui/modal';
import { FormAlert } from '@client/components/ui/text-field';
import { useBrandTime } from '@client/lib/brand-time';
import { errorKey } from '@client/lib/errors';
import { useFormCall } from '@client/lib/use-form-call';
import { takeTimeout } from '@client/features/member-centre/api/protection';
import { useEndSession } from '@client/features/member-centre/hooks/use-end-session';
import { announceSessionEnd } from '@client/lib/session-ended';

export function TimeOut() {
  const { t } = useTranslation();
  const { at } = useBrandTime();
  const { api } = useApp();
  const endSession = useEndSession();
  const [kind, setKind] = useState<ExclusionKind>('break');
  const [duration, setDuration] = useState('24h');
  const [confirming, setConfirming] = useState(false);
  const { busy, formError, setFormError, run } = useFormCall((error) => errorKey(error));
  const durations: readonly string[] = kind === 'break' ? Object.keys(BREAK_DURATIONS) : EXCLUSION_DURATIONS;
  const until = exclusionEnd(kind, duration, Date.now());

  const confirm = async () => {
    setFormError('');
    await run(async () => {
      const exclusion = await takeTimeout(api, { kind, duration, requestId: crypto.randomUUID() });
      setConfirming(false);
      // the other tabs log out at once, and this browser shows no marketing until it ends
      announceSessionEnd('excluded', exclusion.until);
      // the gateway ended every session already; the worker's cookie goes with this call
      await endSession();
    });
  };

  return (
    <section className="rg-block" aria-labelledby="rg-timeout">
      <h4 id="rg-timeout">{t('protection.timeout.title')}</h4>
      <p className="rg-hint">{t('protection.timeout.hint')}</p>
      <form
        className="rg-form rg-timeout"
        onSubmit={(e) => {
          e.preventDefault();
          setConfirming(true);
        }}
      >
        <fieldset className="rg-choice">
          <legend>{t('protection.timeout.kind')}</legend>
          {(['break', 'self_exclusion'] as const).map((k) => (
            <label key={k}>
              <input
                type="radio"
                name="rg-kind"
                value={k}
                checked={kind === k}
                onChange={() => {
                  setKind(k);
                  setDuration(k === 'break' ? '24h' : '6m');
                }}
              />
              {t(`protection.kind.${k}`)}
            </label>
          ))}
        </fieldset>
        <fieldset className="rg-choice">
          <legend>{t('protection.timeout.duration')}</legend>
          {durations.map((d) => (
            <label key={d}>
              <input type="radio" name="rg-duration" value={d} checked={duration === d} onChange={() => setDuration(d)} />
              {t(`protection.duration.${d}`)}
            </label>
          ))}
        </fieldset>
        <button type="submit" className="btn btn-danger">
          {t(kind === 'break' ? 'protection.timeout.startBreak' : 'protection.timeout.startExclusion')}
        </button>
      </form>
      {confirming && (
        <Modal title={t(`protection.kind.${kind}`)} onClose={() => setConfirming(false)}>
          <p>{t('protection.timeout.confirm', { duration: t(`protection.duration.${duration}`), time: until ? at(until) : '' })}</p>
          <FormAlert message={formError} />
          <div className="modal-actions">
            <button type="button" className="btn btn-ghost" onClick={() => setConfirming(false)}>
              {t('common.cancel')}
            </button>
            <button type="button" className="btn btn-primary" disabled={busy} onClick={() => void confirm()}>
              {t('protection.timeout.confirmButton')}
            </button>
          </div>
        </Modal>
      )}
    </section>
  );
}
