import { useId } from 'react';
import { useTranslation } from '@client/lib/use-translation';
import { countWords, type WordLimits } from '@shared/support-rules';
import type { TicketType } from '@shared/api/support';
import { ImagePicker } from '@client/components/ui/image-picker';
import { SUPPORT_IMAGE_RULES, supportRefusalKey } from '../support-form';

/** docs/product.md 5's messages carry {0} and {1}: the lower and upper word counts. */
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

/** Up to 3 png or jpg images of at most 5 MB (docs/product.md 5, 9); a refused choice names why and keeps what was chosen. */
export function SupportImagePicker({
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
  return (
    <ImagePicker
      label={label}
      hint={t('support.imagesHint')}
      rules={SUPPORT_IMAGE_RULES}
      images={images}
      onImages={onImages}
      onRefused={(refusal) => onError(refusal ? supportRefusalKey(refusal) : '')}
      chosenLabel={t('support.chosen')}
      removeLabel={(name) => t('support.remove', { name })}
    />
  );
}

/** A ticket's question type, chosen from the brand's; its error under it. */
export function QuestionTypeField({
  types,
  value,
  error,
  onValue,
}: {
  types: readonly TicketType[];
  value: TicketType | '';
  error: string;
  onValue: (type: TicketType) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <div className="field">
      <label htmlFor={`${id}-type`}>{t('support.ticket.type')}</label>
      <select
        id={`${id}-type`}
        value={value}
        aria-invalid={!!error}
        aria-describedby={`${id}-type-err`}
        onChange={(e) => onValue(e.target.value as TicketType)}
      >
        <option value="">{t('support.ticket.choose')}</option>
        {types.map((type) => (
          <option key={type} value={type}>
            {t(`support.type.${type}`)}
          </option>
        ))}
      </select>
      <p id={`${id}-type-err`} className="field-error">
        {error}
      </p>
    </div>
  );
}
