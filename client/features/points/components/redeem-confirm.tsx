import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '@client/lib/use-translation';
import type { PointItem } from '@shared/api/promotions';
import { useApp } from '@client/app/app-context';
import { Modal } from '@client/components/ui/modal';
import { FormAlert } from '@client/components/ui/text-field';
import { useBrandMoney } from '@client/lib/money';
import { memberKeys } from '@client/lib/query-keys';
import { convertPoints, pointItemsQuery, redeemItem } from '../api/points';
import { pointsErrorKey } from '../errors';
import { usePointsFormat } from './format';

/** What the player asked for: an item, or points converted into money. */
export type Asked = { kind: 'item'; item: PointItem } | { kind: 'convert'; points: number };

/** The confirmation of a redemption or a conversion; confirming sends it once (one request id per dialog). */
export function RedeemConfirm({
  asked,
  username,
  reviewAbove,
  ratio,
  onClose,
  onDone,
}: {
  asked: Asked;
  username: string;
  reviewAbove: number;
  ratio: number;
  onClose: () => void;
  onDone: (notice: string) => void;
}) {
  const formatPoints = usePointsFormat();
  const { t } = useTranslation();
  const { api } = useApp();
  const money = useBrandMoney();
  const queryClient = useQueryClient();
  const [requestId] = useState(() => crypto.randomUUID());
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const confirm = async () => {
    setBusy(true);
    try {
      const done = asked.kind === 'item' ? await redeemItem(api, asked.item.id, requestId) : await convertPoints(api, asked.points, requestId);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: memberKeys.of(username) }),
        queryClient.invalidateQueries({ queryKey: pointItemsQuery(api).queryKey }),
      ]);
      onDone(
        asked.kind === 'item'
          ? t('points.redeemed', { name: asked.item.name })
          : done.status === 'processing'
            ? t('points.convertProcessing', { points: formatPoints(done.points) })
            : t('points.converted', { points: formatPoints(done.points), amount: money(done.amount) }),
      );
    } catch (failure) {
      setError(t(pointsErrorKey(failure)));
      setBusy(false);
    }
  };
  return (
    <Modal title={t('points.confirmTitle')} onClose={onClose}>
      <p>
        {asked.kind === 'item'
          ? t('points.confirmText', { name: asked.item.name, points: formatPoints(asked.item.points) })
          : t('points.convertConfirm', { points: formatPoints(asked.points), amount: money(asked.points * ratio) })}
      </p>
      {asked.kind === 'convert' && asked.points > reviewAbove && (
        <p className="field-hint">{t('points.convertReview', { points: formatPoints(reviewAbove) })}</p>
      )}
      <FormAlert message={error} />
      <div className="modal-actions">
        <button type="button" className="btn btn-secondary" onClick={onClose}>
          {t('promo.cancel')}
        </button>
        <button type="button" className="btn btn-primary" onClick={() => void confirm()} disabled={busy} aria-busy={busy}>
          {t('points.confirm')}
        </button>
      </div>
    </Modal>
  );
}
