import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from '@client/lib/use-translation';
import type { PointItem } from '@shared/api/promotions';
import { useApp } from '@client/app/app-context';
import { Modal } from '@client/components/ui/modal';
import { FormAlert, TextField } from '@client/components/ui/text-field';
import { useBrandMoney } from '@client/lib/money';
import { convertPoints, pointItemsQuery, pointsConfigQuery, redeemItem } from '../api/points';
import { pointsErrorKey } from '../errors';
import { usePointsFormat } from './format';
import { memberKeys } from '@client/lib/query-keys';

type Asked = { kind: 'item'; item: PointItem } | { kind: 'convert'; points: number };

/** The point mall's redeem tab: the items, converting points into money at the brand's ratio, and the confirmation of either. */
export function RedeemTab({ username, check, onDone }: { username: string | null; check: () => boolean; onDone: (notice: string) => void }) {
  const formatPoints = usePointsFormat();
  const { t } = useTranslation();
  const { api } = useApp();
  const money = useBrandMoney();
  const { data: items = [] } = useQuery(pointItemsQuery(api));
  const config = useQuery(pointsConfigQuery(api));
  const [asked, setAsked] = useState<Asked | null>(null);
  const [convertText, setConvertText] = useState('');
  const [convertError, setConvertError] = useState('');

  const ask = (next: Asked) => {
    if (!check()) return;
    onDone('');
    setAsked(next);
  };
  const askConvert = (e: FormEvent) => {
    e.preventDefault();
    setConvertError('');
    const points = Number(convertText);
    const min = config.data?.minConvert ?? 1;
    if (!Number.isInteger(points) || points < min) {
      setConvertError(t('points.convertMin', { min: formatPoints(min) }));
      return;
    }
    ask({ kind: 'convert', points });
  };

  return (
    <>
      <section aria-labelledby="points-items">
        <h2 id="points-items">{t('points.items')}</h2>
        <ul className="points-items">
          {items.map((item) => (
            <li key={item.id} className="points-item">
              <h3>{item.name}</h3>
              <p>
                {t('points.cost', { points: formatPoints(item.points) })}
                <br />
                <small>{item.units === null ? t('points.unlimited') : t('points.unitsLeft', { count: item.units })}</small>
              </p>
              <button
                type="button"
                className="btn btn-primary"
                disabled={item.units === 0}
                onClick={() => ask({ kind: 'item', item })}
                aria-label={t('points.redeemItem', { name: item.name })}
              >
                {t('points.redeem')}
              </button>
            </li>
          ))}
        </ul>
      </section>

      {config.data && (
        <section aria-labelledby="points-convert">
          <h2 id="points-convert">{t('points.convert')}</h2>
          <p>{t('points.convertText', { amount: money(config.data.convertRatio), min: formatPoints(config.data.minConvert) })}</p>
          <form className="points-convert" onSubmit={askConvert} noValidate>
            <TextField
              label={t('points.convertPoints')}
              type="number"
              inputMode="numeric"
              min={config.data.minConvert}
              step={1}
              value={convertText}
              onValue={setConvertText}
              error={convertError}
            />
            <p className="field-hint" aria-live="polite">
              {Number(convertText) > 0 ? t('points.convertGets', { amount: money(Number(convertText) * config.data.convertRatio) }) : ''}
            </p>
            <button type="submit" className="btn btn-primary">
              {t('points.convertSubmit')}
            </button>
          </form>
        </section>
      )}

      {asked && username && (
        <RedeemConfirm
          asked={asked}
          username={username}
          reviewAbove={config.data?.reviewAbove ?? Number.POSITIVE_INFINITY}
          ratio={config.data?.convertRatio ?? 0}
          onClose={() => setAsked(null)}
          onDone={(notice) => {
            onDone(notice);
            setConvertText('');
            setAsked(null);
          }}
        />
      )}
    </>
  );
}

function RedeemConfirm({
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
