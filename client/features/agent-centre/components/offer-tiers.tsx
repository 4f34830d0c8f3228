import { useState } from 'react';
import { TextField } from '@client/components/ui/text-field';
import { useTranslation } from '@client/lib/use-translation';

const TIER_ROWS = 3;

type Tier = { minBase: string; rate: string };

/**
 * A deal's tiers as typed (the first from base 0) and as sent: each a whole base and a rate in
 * basis points, bases rising and rates not falling, none above the agent's own rate. `error`
 * says what is wrong, '' when nothing is.
 */
export function useOfferTiers(maxRateBps: number) {
  const { t } = useTranslation();
  const [tiers, setTiers] = useState<Tier[]>(() => Array.from({ length: TIER_ROWS }, (_, i) => ({ minBase: i === 0 ? '0' : '', rate: '' })));
  const filled = tiers.filter((x, i) => i === 0 || x.minBase !== '' || x.rate !== '');
  const parsed = filled.map((x) => ({
    minBase: /^\d+$/.test(x.minBase) ? Number(x.minBase) : Number.NaN,
    rateBps: Math.round(Number.parseFloat(x.rate) * 100),
  }));
  const error = parsed.some(
    (x, i) =>
      Number.isNaN(x.minBase) ||
      Number.isNaN(x.rateBps) ||
      x.rateBps < 0 ||
      (i > 0 && (x.minBase <= parsed[i - 1]!.minBase || x.rateBps < parsed[i - 1]!.rateBps)),
  )
    ? t('agent.contract.errors.tiers')
    : parsed.some((x) => x.rateBps > maxRateBps)
      ? t('agent.contract.errors.rateAboveOwn')
      : '';
  const edit = (i: number, change: Partial<Tier>) => setTiers((all) => all.map((x, j) => (j === i ? { ...x, ...change } : x)));
  return { tiers, parsed, error, edit };
}

/** The tier rows: a base (digits only; the first is fixed at 0) and a rate in percent. */
export function TierFields({ tiers, onEdit }: { tiers: Tier[]; onEdit: (i: number, change: Partial<Tier>) => void }) {
  const { t } = useTranslation();
  return (
    <fieldset className="agent-tiers">
      <legend>{t('agent.contract.tiers')}</legend>
      {tiers.map((tier, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the tier rows are fixed positions, never reordered
        <div key={i} className="agent-tier">
          <TextField
            label={t('agent.contract.tierBase', { n: i + 1 })}
            inputMode="numeric"
            value={tier.minBase}
            readOnly={i === 0}
            onValue={(v) => onEdit(i, { minBase: v.replace(/\D/g, '') })}
          />
          <TextField
            label={t('agent.contract.tierRate', { n: i + 1 })}
            inputMode="decimal"
            value={tier.rate}
            onValue={(v) => onEdit(i, { rate: v.replace(/[^\d.]/g, '') })}
          />
        </div>
      ))}
    </fieldset>
  );
}
