import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from '@client/lib/use-translation';
import { APPLICATION_COMMENT_MAX, type ActivityResult, type PromotionSummary } from '@shared/api/promotions';
import { useApp } from '@client/app/app-context';
import { FormAlert } from '@client/components/ui/text-field';
import { ImagePicker } from '@client/components/ui/image-picker';
import { Modal } from '@client/components/ui/modal';
import { applyPromotion } from '../api/member-activities';
import { APPLICATION_IMAGE_RULES, commentTooLong } from '../application-rules';
import { promotionErrorKey } from '../errors';

/**
 * The activity application (docs/product.md 3, 5, 9): a comment of up to 140 characters and up
 * to 3 png or jpg images of at most 5 MB each, checked here as the gateway checks them.
 * A refused image names the docs/product.md 8 reason and keeps what was typed and chosen. One
 * request id per opened form makes a repeated submit safe.
 */
export function ApplicationForm({
  promotion,
  onClose,
  onApplied,
}: {
  promotion: PromotionSummary;
  onClose: () => void;
  onApplied: (result: ActivityResult) => void;
}) {
  const { t } = useTranslation();
  const { api } = useApp();
  const ids = useId();
  const [requestId] = useState(() => crypto.randomUUID());
  const [comment, setComment] = useState('');
  const [images, setImages] = useState<File[]>([]);
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    if (commentTooLong(comment)) return setError(t('promo.errors.commentTooLong'));
    if (!comment.trim() && images.length === 0) return setError(t('promo.errors.empty'));
    setBusy(true);
    setError('');
    try {
      onApplied(await applyPromotion(api, { promotionId: promotion.id, requestId, comment: comment.trim(), images }));
    } catch (failure) {
      setError(t(promotionErrorKey(failure)));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal title={t('promo.apply.title', { title: promotion.title })} onClose={onClose}>
      <form className="form promo-apply" onSubmit={submit} noValidate>
        <div className="field">
          <label htmlFor={`${ids}-comment`}>{t('promo.apply.comment')}</label>
          <textarea
            id={`${ids}-comment`}
            value={comment}
            rows={3}
            maxLength={APPLICATION_COMMENT_MAX}
            aria-describedby={`${ids}-count`}
            onChange={(e) => setComment(e.target.value)}
          />
          <p id={`${ids}-count`} className="field-hint">
            {t('promo.apply.count', { count: [...comment].length, max: APPLICATION_COMMENT_MAX })}
          </p>
        </div>
        <ImagePicker
          label={t('promo.apply.images')}
          hint={t('promo.apply.imagesHint')}
          rules={APPLICATION_IMAGE_RULES}
          images={images}
          onImages={setImages}
          onRefused={(refusal) => setError(refusal ? t(`promo.errors.${refusal}`) : '')}
          chosenLabel={t('promo.apply.chosen')}
          removeLabel={(name) => t('promo.apply.remove', { name })}
        />
        <FormAlert message={error} />
        <div className="modal-actions">
          <button type="button" className="btn btn-secondary" onClick={onClose}>
            {t('promo.cancel')}
          </button>
          <button type="submit" className="btn btn-primary" disabled={busy} aria-busy={busy}>
            {t('promo.apply.submit')}
          </button>
        </div>
      </form>
    </Modal>
  );
}
