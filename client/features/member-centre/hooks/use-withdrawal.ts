import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from '@client/lib/use-translation';
import { useApp, useSession } from '@client/app/app-context';
import type { WithdrawInfo } from '@shared/api/cashier';
import { useBrandMoney } from '@client/lib/money';
import { memberKeys } from '@client/lib/query-keys';
import { useFormCall } from '@client/lib/use-form-call';
import { useStepUp } from '@client/lib/use-step-up';
import { requestWithdrawal } from '../api/cashier';
import { memberErrorKey } from '../errors';

/**
 * A withdrawal request (docs/product.md 2.5, 4): the card, the amount within the limits and what
 * the turnover leaves withdrawable, the six-digit payment password, the step-up when asked; one
 * request id per request, a new one once it went through (then the form empties and the
 * withdrawals and balance load again).
 */
export function useWithdrawal(data: WithdrawInfo) {
  const { t } = useTranslation();
  const { api } = useApp();
  const username = useSession((s) => s.session?.username ?? '');
  const queryClient = useQueryClient();
  const money = useBrandMoney();
  const [cardId, setCardId] = useState(0);
  const [amount, setAmount] = useState('');
  const [password, setPassword] = useState('');
  const [touched, setTouched] = useState(false);
  const { busy, formError, setFormError, run } = useFormCall(memberErrorKey);
  const [requestId, setRequestId] = useState(() => crypto.randomUUID());
  // the request's confirmation beside the button just pressed: on a phone the new row is below the fold
  const [done, setDone] = useState('');
  const stepUp = useStepUp();

  const card = data.cards.find((c) => c.id === cardId) ?? data.cards[0]!;
  const value = /^\d+$/.test(amount) ? Number(amount) : Number.NaN;
  const amountError = Number.isNaN(value)
    ? t('cashier.errors.whole')
    : value < data.min || value > data.max
      ? t('cashier.errors.range', { min: money(data.min), max: money(data.max) })
      : value > data.withdrawable
        ? t('withdraw.errors.overWithdrawable')
        : '';
  const passwordError = /^\d{6}$/.test(password) ? '' : t('withdraw.errors.sixDigits');

  const sent = async () => {
    setDone(t('withdraw.requested', { amount: money(value) }));
    setAmount('');
    setPassword('');
    setTouched(false);
    setRequestId(crypto.randomUUID());
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: memberKeys.withdrawals(username) }),
      queryClient.invalidateQueries({ queryKey: memberKeys.balance(username) }),
    ]);
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setTouched(true);
    if (!stepUp.ready() || amountError || passwordError) return;
    setFormError('');
    setDone('');
    const limits = { min: money(data.min), max: money(data.max) };
    await run(
      async () => {
        const answered = await stepUp.send((secondFactor) =>
          requestWithdrawal(api, { cardId: card.id, amount: value, paymentPassword: password, requestId, secondFactor }),
        );
        if (answered) await sent();
      },
      undefined,
      limits,
    );
  };

  const typeAmount = (v: string) => {
    setAmount(v);
    setDone('');
  };
  return {
    card,
    setCardId,
    amount,
    typeAmount,
    password,
    setPassword,
    stepUp,
    busy,
    formError,
    done,
    submit,
    amountError: touched ? amountError : '',
    passwordError: touched ? passwordError : '',
  };
}
