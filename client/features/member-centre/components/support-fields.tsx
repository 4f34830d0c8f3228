import { useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { countWords, type WordLimits } from '@shared/support-rules';
import { addImages } from '../support-form';

/** SPEC.md 5's messages carry {0} and {1}: the lower and upper word counts. */
export const fillLimits = (text: string, limits: WordLimits) => text.replace('{0}', String(limits.minWords)).replace('{1}', String(limits.maxWords));

/** The content field of the feedback form and the ticket: its words counted against the brand's limits as the player types. */
export function ContentField({
  label,
  value,
  onValue,
  limits,
  invalid,
}: {
  label: string;
  value: string;
  onValue: (v: string) => void;
  limits: WordLimits;
  invalid: boolean;
}) {
  const { t } = useTranslation();
  const id = useId();
  const words = countWords(value);
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <textarea id={id} value={value} rows={6} aria-invalid={invalid} aria-describedby={`${id}-count`} onChange={(e) => onValue(e.target.value)} />
      <p id={`${id}-count`} className="field-hint" data-testid="word-count">
        {t('support.wordCount', { count: words, min: limits.minWords, max: limits.maxWords })}
      </p>
    </div>
  );
}

/** Up to 3 png or jpg images of at most 5 MB (SPEC.md 5, 9); a refused choice names why and keeps what was chosen. */
export function ImagePicker({
  label,
  images,
  onImages,
  onError,
}: {
  label: string;
  images: File[];
  onImages: (f: File[]) => void;
  onError: (key: string) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <input
        ref={input}
        id={id}
        type="file"
        accept="image/png,image/jpeg"
        multiple
        aria-describedby={`${id}-hint`}
        onChange={(e) => {
          const result = addImages(images, Array.from(e.target.files ?? []));
          onImages(result.images);
          onError(result.errorKey ?? '');
          if (input.current) input.current.value = '';
        }}
      />
      <p id={`${id}-hint`} className="field-hint">
        {t('support.imagesHint')}
      </p>
      {images.length > 0 && (
        <ul className="support-images" aria-label={t('support.chosen')}>
          {images.map((image, i) => (
            <li key={`${image.name}-${i}`}>
              <span>{image.name}</span>
              <button
                type="button"
                className="btn btn-ghost"
                aria-label={t('support.remove', { name: image.name })}
                onClick={() => onImages(images.filter((_, j) => j !== i))}
              >
                ×
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
