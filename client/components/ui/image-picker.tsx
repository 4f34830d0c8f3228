import { useId, useRef } from 'react';
import { useTranslation } from '@client/lib/use-translation';
import { addImages, type ImageRefusal, type ImageRules } from '@client/lib/image-choice';

/**
 * Picking up to a few png or jpg images (the feedback form, a support ticket, an activity
 * application): a real button in the page's language over a visually hidden file input (the
 * browser's own "Choose Files / No file chosen" never shows), the chosen names each with a
 * remove button, or a translated "no file chosen". The field's label names the input, so it is
 * found and filled by its label; the button and the input's hint describe each other.
 */
export function ImagePicker({
  label,
  hint,
  rules,
  images,
  onImages,
  onRefused,
  chosenLabel,
  removeLabel,
}: {
  label: string;
  hint: string;
  rules: ImageRules;
  images: File[];
  onImages: (files: File[]) => void;
  /** null when the last choice was taken */
  onRefused: (refusal: ImageRefusal | null) => void;
  /** the accessible name of the list of chosen images */
  chosenLabel: string;
  removeLabel: (name: string) => string;
}) {
  const { t } = useTranslation();
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  return (
    <div className="field image-picker">
      <label id={`${id}-label`} htmlFor={id}>
        {label}
      </label>
      <input
        ref={input}
        id={id}
        className="visually-hidden"
        type="file"
        tabIndex={-1}
        accept={rules.types.join(',')}
        multiple={rules.maxImages > 1}
        aria-describedby={`${id}-hint`}
        onChange={(e) => {
          const result = addImages(images, Array.from(e.target.files ?? []), rules);
          onImages(result.images);
          onRefused(result.refusal);
          e.target.value = '';
        }}
      />
      <div className="image-picker-row">
        <button
          type="button"
          className="btn btn-secondary image-picker-button"
          aria-describedby={`${id}-label ${id}-status ${id}-hint`}
          onClick={() => input.current?.click()}
        >
          {t('filePicker.choose')}
        </button>
        <span id={`${id}-status`} className="image-picker-status" aria-live="polite">
          {images.length === 0 ? t('filePicker.none') : images.map((f) => f.name).join(', ')}
        </span>
      </div>
      <p id={`${id}-hint`} className="field-hint">
        {hint}
      </p>
      {images.length > 0 && (
        <ul className="image-picker-chosen" aria-label={chosenLabel}>
          {images.map((image, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: the same file may be chosen twice; its place in the list is what tells the two apart
            <li key={`${image.name}-${i}`}>
              <span>{image.name}</span>
              <button type="button" className="btn btn-ghost" aria-label={removeLabel(image.name)} onClick={() => onImages(images.filter((_, j) => j !== i))}>
                ×
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
