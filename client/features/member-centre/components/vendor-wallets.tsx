import type { FormEvent } from 'react';
import type { ConsolidatedFunds, VendorWallet } from '@shared/api/cashier';
import { AmountField, OnceFormEnd } from '@client/components/ui/transfer-fields';
import { useBrandMoney } from '@client/lib/money';
import type { useTransferForm } from '@client/lib/use-once-form';
import { useTranslation } from '@client/lib/use-translation';

export type Direction = 'in' | 'out';

/** The consolidated balance: everything the member holds, and the main wallet's part. */
export function FundsSummary({ funds }: { funds: ConsolidatedFunds }) {
  const { t } = useTranslation();
  const money = useBrandMoney();
  return (
    <dl className="records-totals" data-testid="funds-summary">
      <dt>{t('wallet.total')}</dt>
      <dd data-testid="funds-total">{money(funds.total)}</dd>
      <dt>{t('wallet.main')}</dt>
      <dd data-testid="funds-main">{money(funds.main)}</dd>
    </dl>
  );
}

/** Each vendor wallet with its balance and a transfer in / out that fills the form below; recall-all above them. */
export function VendorWalletList({
  wallets,
  busy,
  onRecall,
  onChoose,
}: {
  wallets: VendorWallet[];
  busy: boolean;
  onRecall: () => void;
  onChoose: (vendor: string, direction: Direction) => void;
}) {
  const { t } = useTranslation();
  const money = useBrandMoney();
  const inWallets = wallets.reduce((sum, w) => sum + w.balance, 0);
  return (
    <>
      <div className="wallet-list-head">
        <h3>{t('wallet.vendorWallets')}</h3>
        <button type="button" className="btn btn-secondary" onClick={onRecall} disabled={busy || inWallets === 0}>
          {t('wallet.recallAll')}
        </button>
      </div>
      <ul className="wallet-list">
        {wallets.map((w) => (
          <li key={w.vendor} className="wallet-item" data-vendor={w.vendor}>
            <span className="wallet-name">{w.name}</span>
            <span className="wallet-balance">{money(w.balance)}</span>
            <span className="wallet-actions">
              <button type="button" className="btn btn-ghost" onClick={() => onChoose(w.vendor, 'in')} aria-label={t('wallet.inTo', { wallet: w.name })}>
                {t('wallet.in')}
              </button>
              <button
                type="button"
                className="btn btn-ghost"
                onClick={() => onChoose(w.vendor, 'out')}
                disabled={w.balance === 0}
                aria-label={t('wallet.outOf', { wallet: w.name })}
              >
                {t('wallet.out')}
              </button>
            </span>
          </li>
        ))}
      </ul>
    </>
  );
}

/** The transfer between the main wallet and one vendor's: the vendor, the direction, the amount (all of what is available with one tap). */
export function VendorTransferForm({
  wallets,
  vendor,
  onVendor,
  direction,
  onDirection,
  available,
  vendorError,
  amountError,
  form,
  onSubmit,
}: {
  wallets: VendorWallet[];
  vendor: string;
  onVendor: (vendor: string) => void;
  direction: Direction;
  onDirection: (direction: Direction) => void;
  available: number;
  vendorError: string;
  amountError: string;
  form: ReturnType<typeof useTransferForm>;
  onSubmit: (e: FormEvent) => void;
}) {
  const { t } = useTranslation();
  const money = useBrandMoney();
  const { touched, busy } = form;
  return (
    <form className="withdraw-form" onSubmit={onSubmit} noValidate aria-label={t('wallet.formTitle')}>
      <div className="field">
        <label htmlFor="wallet-vendor">{t('wallet.vendor')}</label>
        <select
          id="wallet-vendor"
          value={vendor}
          onChange={(e) => onVendor(e.target.value)}
          aria-invalid={touched && !!vendorError}
          aria-describedby="wallet-vendor-err"
        >
          <option value="">{t('wallet.chooseVendor')}</option>
          {wallets.map((w) => (
            <option key={w.vendor} value={w.vendor}>
              {w.name}
            </option>
          ))}
        </select>
        <p id="wallet-vendor-err" className="field-error">
          {touched ? vendorError : ''}
        </p>
      </div>
      <fieldset className="wallet-direction">
        <legend>{t('wallet.direction')}</legend>
        {(['in', 'out'] as const).map((d) => (
          <label key={d}>
            <input type="radio" name="wallet-direction" value={d} checked={direction === d} onChange={() => onDirection(d)} />
            {t(d === 'in' ? 'wallet.directionIn' : 'wallet.directionOut')}
          </label>
        ))}
      </fieldset>
      <AmountField value={form.amount} onValue={form.setAmount} error={touched ? amountError : ''} />
      <p className="field-hint">{t('wallet.available', { amount: money(available) })}</p>
      <button type="button" className="btn btn-ghost wallet-all" onClick={() => form.setAmount(String(available))} disabled={available === 0}>
        {t('wallet.all')}
      </button>
      <OnceFormEnd formError={form.formError} done={form.done} busy={busy} submit={t('wallet.submit')} />
    </form>
  );
}
