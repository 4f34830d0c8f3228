import { useState } from 'react';
import { useTranslation } from '@client/lib/use-translation';

/** Copies text to the clipboard and says so (announced); nothing is kept anywhere else. */
export function CopyButton({ text, label }: { text: string; label?: string }) {
  const { t } = useTranslation();
  const [copied, setCopied] = useState(false);
  return (
    <>
      <button
        type="button"
        className="btn btn-ghost btn-small"
        onClick={() =>
          void navigator.clipboard?.writeText(text).then(
            () => setCopied(true),
            () => setCopied(false),
          )
        }
      >
        {label ?? t('secondFactor.copy')}
      </button>
      <span role="status" className="copy-status">
        {copied ? t('secondFactor.copied') : ''}
      </span>
    </>
  );
}
