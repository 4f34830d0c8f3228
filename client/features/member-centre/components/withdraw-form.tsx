import { useTranslation } from '@client/lib/use-translation';
import type { BankCard, WithdrawInfo } from '@shared/api/cashier';
import { AmountField } from '@client/components/ui/amount-field';
import { PaymentPasswordField } from '@client/components/ui/payment-password-field';
import { OnceFormEnd } from '@client/components/ui/transfer-fields';
import { StepUpField } from '@client/components/second-factor/step-up-field';
import { useBrandMoney } from '@client/lib/money';
import { useWithdrawal } from '../hooks/use-withdrawal';

/** The withdrawal form (hooks/use-withdrawal.ts): the card, another card to bind, the amount, the payment password, the step-up. */
export function WithdrawForm({ data, onBindAnother }: { data: WithdrawInfo; onBindAnother: () => void }) {
  const { t } = useTranslation();
  const money = useBrandMoney();
  const form = useWithdrawal(data);
  return (
    <form className="withdraw-form" onSubmit={(e) => void form.submit(e)} noValidate>
      <CardChoice cards={data.cards} chosen={form.card} onChoose={form.setCardId} />
      <button type="button" className="btn btn-ghost btn-small" onClick={onBindAnother}>
        {t('withdraw.bindAnother')}
      </button>
      <AmountField name="amount" value={form.amount} onValue={form.typeAmount} error={form.amountError} />
      <p className="deposit-limits">{t('cashier.limits', { min: money(data.min), max: money(data.max) })}</p>
      <PaymentPasswordField value={form.password} onValue={form.setPassword} error={form.passwordError} />
      <StepUpField stepUp={form.stepUp} />
      <OnceFormEnd formError={form.formError} done={form.done} busy={form.busy} submit={t('withdraw.submit')} />
      <p className="deposit-hint">{t('withdraw.autoConfirmHint', { minutes: data.autoConfirmMinutes })}</p>
    </form>
  );
}

/** The member's bound cards, one to choose. */
function CardChoice({ cards, chosen, onChoose }: { cards: BankCard[]; chosen: BankCard; onChoose: (id: number) => void }) {
  const { t } = useTranslation();
  return (
    <fieldset className="deposit-channels">
      <legend>{t('withdraw.toCard')}</legend>
      {cards.map((c) => (
        <label key={c.id} className="deposit-channel" data-selected={c.id === chosen.id || undefined}>
          <input type="radio" name="card" value={c.id} checked={c.id === chosen.id} onChange={() => onChoose(c.id)} />
          <span>{c.bankName}</span>
          <small>
            {c.accountName} {c.accountNo}
          </small>
        </label>
      ))}
    </fieldset>
  );
}
