import { useState } from 'react';
import { useTranslation } from '@client/lib/use-translation';
import { BREAK_DURATIONS, EXCLUSION_DURATIONS, type ExclusionKind } from '@shared/protection-rules';
import { TimeoutConfirm } from './timeout-confirm';

/** A break or a self-exclusion: which, and for how long; a confirmation comes before it is taken. */
export function TimeOut() {
  const { t } = useTranslation();
  const [kind, setKind] = useState<ExclusionKind>('break');
  const [duration, setDuration] = useState('24h');
  const [confirming, setConfirming] = useState(false);
  const durations: readonly string[] = kind === 'break' ? Object.keys(BREAK_DURATIONS) : EXCLUSION_DURATIONS;

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
      {confirming && <TimeoutConfirm kind={kind} duration={duration} onClose={() => setConfirming(false)} />}
    </section>
  );
}
