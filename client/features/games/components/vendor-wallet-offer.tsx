import { useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from '@client/lib/use-translation';
import { useApp } from '@client/app/app-context';
import { AmountField } from '@client/components/ui/amount-field';
import { FormAlert } from '@client/components/ui/text-field';
import { walletOfferErrorKey } from '../errors';
import { useBrandMoney } from '@client/lib/money';
import { fundsQuery, transferVendor } from '@client/lib/wallets';
import type { useLaunchGame } from '../hooks/use-launch-game';
import { memberKeys } from '@client/lib/query-keys';

type Launcher = ReturnType<typeof useLaunchGame>;

/**
 * Before a game of a vendor that keeps its own wallet (multi-wallet brands): how much to move
 * in from the main wallet (all of it by default), then play; or play with what is there.
 */
export function VendorWalletOffer({ launcher }: { launcher: Launcher }) {
  const { t } = useTranslation();
  const { api, session } = useApp();
  const queryClient = useQueryClient();
  const money = useBrandMoney();
  const offer = launcher.dialog?.kind === 'vendorWallet' ? launcher.dialog : null;
  const [amount, setAmount] = useState(() => String(offer?.main ?? ''));
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const [requestId] = useState(() => crypto.randomUUID());
  if (!offer) return null;
  const value = /^\d+$/.test(amount) ? Number(amount) : Number.NaN;
  const amountError =
    Number.isNaN(value) || value <= 0 ? t('cashier.errors.whole') : value > offer.main ? t('wallet.errors.over', { amount: money(offer.main) }) : '';

  const move = async (e: FormEvent) => {
    e.preventDefault();
    if (amountError) return;
    setBusy(true);
    setError('');
    try {
      const funds = await transferVendor(api, { vendor: offer.wallet.vendor, direction: 'in', amount: value, requestId });
      const username = session.getState().session?.username ?? '';
      queryClient.setQueryData(fundsQuery(api, username).queryKey, funds);
      void queryClient.invalidateQueries({ queryKey: memberKeys.balance(username) });
      await launcher.play(offer.game);
    } catch (failure) {
      setError(t(walletOfferErrorKey(failure), { amount: money(offer.main) }));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="wallet-offer" onSubmit={(e) => void move(e)} noValidate>
      <p>{t('wallet.launch.body', { wallet: offer.wallet.name, balance: money(offer.wallet.balance), main: money(offer.main) })}</p>
      <AmountField value={amount} onValue={setAmount} error={amount ? amountError : ''} />
      <FormAlert message={error} />
      <div className="wallet-offer-actions">
        <button type="submit" className="btn btn-primary" disabled={busy || launcher.pending || offer.main === 0}>
          {t('wallet.launch.move')}
        </button>
        <button type="button" className="btn btn-ghost" disabled={busy || launcher.pending} onClick={() => void launcher.play(offer.game)}>
          {t('wallet.launch.skip')}
        </button>
      </div>
    </form>
  );
}
