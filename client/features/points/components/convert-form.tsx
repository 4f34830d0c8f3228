import { type FormEvent, useState } from 'react';
import { useTranslation } from '@client/lib/use-translation';
import type { PointsConfig } from '@shared/api/promotions';
import { TextField } from '@client/components/ui/text-field';
import { useBrandMoney } from '@client/lib/money';
import { usePointsFormat } from './format';

/** Points into money at the brand's ratio: a whole number of points, at least the brand's minimum, then a confirmation. */
export function ConvertForm({ config, onConvert }: { config: PointsConfig; onConvert: (points: number) => void }) {
  const formatPoints = usePointsFormat();
  const { t } = useTranslation();
  const money = useBrandMoney();
  const [text, setText] = useState('');
  const [error, setError] = useState('');
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setError('');
    const points = Number(text);
    if (!Number.isInteger(points) || points < config.minConvert) {
      setError(t('points.convertMin', { min: formatPoints(config.minConvert) }));
      return;
    }
    onConvert(points);
  };
  return (
    <section aria-labelledby="points-convert">
      <h2 id="points-convert">{t('points.convert')}</h2>
      <p>{t('points.convertText', { amount: money(config.convertRatio), min: formatPoints(config.minConvert) })}</p>
      <form className="points-convert" onSubmit={submit} noValidate>
        <TextField
          label={t('points.convertPoints')}
          type="number"
          inputMode="numeric"
          min={config.minConvert}
          step={1}
          value={text}
          onValue={setText}
          error={error}
        />
        <p className="field-hint" aria-live="polite">
          {Number(text) > 0 ? t('points.convertGets', { amount: money(Number(text) * config.convertRatio) }) : ''}
        </p>
        <button type="submit" className="btn btn-primary">
          {t('points.convertSubmit')}
        </button>
      </form>
    </section>
  );
}
