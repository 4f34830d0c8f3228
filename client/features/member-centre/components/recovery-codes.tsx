import { useEffect, useRef } from 'react';
import { useTranslation } from '@client/lib/use-translation';
import { CopyButton } from './copy-button';

/** Saves the codes as a text file through a link made for this click only (no storage). */
function download(codes: string[], name: string) {
  const url = URL.createObjectURL(new Blob([`${codes.join('\n')}\n`], { type: 'text/plain' }));
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  a.click();
  URL.revokeObjectURL(url);
}

/**
 * The ten recovery codes, shown this once: a list a screen reader reads code by code, copy and
 * download, and the player says when they are saved (then they are gone from the page).
 */
export function RecoveryCodes({
  codes,
  note,
  onDone,
}: {
  codes: string[];
  /** what else the step did (turning the app on logged other devices out) */
  note?: string;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const title = useRef<HTMLHeadingElement>(null);
  // the set-up form is gone: the reader and the keyboard continue at the codes
  useEffect(() => title.current?.focus(), []);
  return (
    <div className="withdraw-form recovery-codes" data-testid="recovery-codes">
      <h4 id="recovery-title" ref={title} tabIndex={-1}>
        {t('secondFactor.recoveryTitle')}
      </h4>
      <p className="deposit-hint">{t('secondFactor.recoveryHint')}</p>
      {note && <p className="deposit-hint">{note}</p>}
      <ol className="recovery-list" aria-labelledby="recovery-title">
        {codes.map((c) => (
          <li key={c}>
            <code>{c}</code>
          </li>
        ))}
      </ol>
      <div className="centre-actions">
        <CopyButton text={codes.join('\n')} />
        <button type="button" className="btn btn-ghost btn-small" onClick={() => download(codes, 'recovery-codes.txt')}>
          {t('secondFactor.download')}
        </button>
        <button type="button" className="btn btn-primary" onClick={onDone}>
          {t('secondFactor.saved')}
        </button>
      </div>
    </div>
  );
}
