import { depositFee } from '@shared/cashier-rules';
import type { DepositChannel } from '@shared/api/cashier';
import { AmountField } from '@client/components/ui/amount-field';
import { useBrandMoney, usePercentFormat } from '@client/lib/money';
import { useTranslation } from '@client/lib/use-translation';

/** The brand's channels (bank transfer, e-wallets, USDT), one chosen. */
export function DepositChannels({ channels, chosen, onChoose }: { channels: DepositChannel[]; chosen: DepositChannel; onChoose: (id: string) => void }) {
  const { t } = useTranslation();
  return (
    <fieldset className="deposit-channels">
      <legend>{t('cashier.channel')}</legend>
      {channels.map((c) => (
        <label key={c.id} className="deposit-channel" data-selected={c.id === chosen.id || undefined}>
          <input type="radio" name="channel" value={c.id} checked={c.id === chosen.id} onChange={() => onChoose(c.id)} />
          <span>{c.name}</span>
          <small>{t(`cashier.type.${c.type}`)}</small>
        </label>
      ))}
    </fieldset>
  );
}

/**
 * The amount (typed or a preset) within the channel's limits, what the deposit limits leave
 * (`allowance`, when the player has one), and the fee of an amount the form would send (`value`);
 * until there is one, the channel's rate rather than "Fee 0; you send 0".
 */
export function DepositAmount({
  channel,
  amount,
  onAmount,
  onBlur,
  error,
  value,
  allowance,
}: {
  channel: DepositChannel;
  amount: string;
  onAmount: (typed: string) => void;
  onBlur: () => void;
  error: string;
  value: number;
  allowance: number | null;
}) {
  const { t } = useTranslation();
  const money = useBrandMoney();
  const percent = usePercentFormat();
  const fee = depositFee(value, channel.feeBps);
  return (
    <>
      <AmountField name="amount" value={amount} onValue={onAmount} onBlur={onBlur} error={error} />
      <p className="deposit-limits">{t('cashier.limits', { min: money(channel.min), max: money(channel.max) })}</p>
      {allowance !== null && (
        <p className="deposit-limits" data-testid="deposit-allowance">
          {t('protection.allowance', { amount: money(allowance) })}
        </p>
      )}
      {/* biome-ignore lint/a11y/useSemanticElements: a row of preset amount buttons named by aria-label; a fieldset would need a visible legend */}
      <div className="deposit-presets" role="group" aria-label={t('cashier.presets')}>
        {channel.presets.map((preset) => (
          <button
            key={preset}
            type="button"
            className="btn btn-ghost btn-small"
            aria-pressed={Number(amount) === preset}
            onClick={() => onAmount(String(preset))}
          >
            {money(preset)}
          </button>
        ))}
      </div>
      {channel.feeBps > 0 && (
        <p className="deposit-fee" data-testid="deposit-fee">
          {value > 0 ? t('cashier.fee', { fee: money(fee), total: money(value + fee) }) : t('cashier.feeRate', { rate: percent(channel.feeBps) })}
        </p>
      )}
    </>
  );
}

/** How a deposit goes, step by step, folded. */
export function DepositTutorial() {
  const { t } = useTranslation();
  return (
    <details className="deposit-tutorial">
      <summary>{t('cashier.tutorial.title')}</summary>
      <ol>
        <li>{t('cashier.tutorial.step1')}</li>
        <li>{t('cashier.tutorial.step2')}</li>
        <li>{t('cashier.tutorial.step3')}</li>
      </ol>
    </details>
  );
}
