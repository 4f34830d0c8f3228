import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '@client/lib/use-translation';
import { PROOF_MAX_BYTES } from '@shared/cashier-rules';
import type { ReceiptResult, Withdrawal } from '@shared/api/cashier';
import { useApp, useSession } from '@client/app/app-context';
import { AmountField } from '@client/components/ui/amount-field';
import { FormAlert } from '@client/components/ui/text-field';
import { useBrandTime } from '@client/lib/brand-time';
import { useBrandMoney } from '@client/lib/money';
import { useFormCall } from '@client/lib/use-form-call';
import { confirmWithdrawal } from '../api/cashier';
import { memberErrorKey } from '../errors';
import { memberKeys } from '@client/lib/query-keys';

/** docs/product.md 4 receipt: the member's answer to a paid-out withdrawal. */
function ReceiptForm({ w }: { w: Withdrawal }) {
  const { t } = useTranslation();
  const time = useBrandTime();
  const { api } = useApp();
  const username = useSession((s) => s.session?.username ?? '');
  const queryClient = useQueryClient();
  const money = useBrandMoney();
  const { busy, formError, setFormError, run } = useFormCall(memberErrorKey);
  const [result, setResult] = useState<ReceiptResult>('received');
  const [received, setReceived] = useState('');
  const [proof, setProof] = useState<File | null>(null);
  const submit = () => {
    if (result === 'partly_received' && !(/^\d+$/.test(received) && Number(received) > 0 && Number(received) < w.amount)) {
      setFormError(t('withdraw.errors.receivedAmount'));
      return;
    }
    if (result === 'not_received' && !proof) {
      setFormError(t('withdraw.errors.proofRequired'));
      return;
    }
    void run(async () => {
      await confirmWithdrawal(api, w.orderNo, result, result === 'partly_received' ? Number(received) : undefined, proof ?? undefined);
      await queryClient.invalidateQueries({ queryKey: memberKeys.withdrawals(username) });
    });
  };
  return (
    <fieldset className="receipt-form">
      <legend>{t('withdraw.receiptQuestion', { amount: money(w.amount), time: w.autoConfirmAt ? time.at(w.autoConfirmAt) : '' })}</legend>
      {(['received', 'partly_received', 'not_received'] as const).map((r) => (
        <label key={r} className="receipt-choice">
          <input type="radio" name={`receipt-${w.orderNo}`} value={r} checked={result === r} onChange={() => setResult(r)} />
          {t(`withdraw.answer.${r}`)}
        </label>
      ))}
      {result === 'partly_received' && (
        <>
          <AmountField label={t('withdraw.receivedAmount')} value={received} onValue={setReceived} />
          {/^\d+$/.test(received) && Number(received) < w.amount && (
            <p className="deposit-hint">{t('withdraw.remainder', { amount: money(w.amount - Number(received)) })}</p>
          )}
        </>
      )}
      {result === 'not_received' && (
        <label className="field">
          {t('withdraw.proof')}
          <input
            type="file"
            accept="image/png,image/jpeg"
            onChange={(e) => {
              const file = e.target.files?.[0] ?? null;
              const bad = file && (file.size > PROOF_MAX_BYTES || !/^image\/(png|jpeg)$/.test(file.type));
              setFormError(bad ? t('withdraw.errors.proofInvalid') : '');
              setProof(bad ? null : file);
            }}
          />
        </label>
      )}
      <FormAlert message={formError} />
      <button type="button" className="btn btn-primary" disabled={busy} onClick={submit}>
        {t('withdraw.sendAnswer')}
      </button>
    </fieldset>
  );
}

/** The member's latest withdrawals, each with its state; a paid-out one asks whether it arrived. */
export function WithdrawalList({ list }: { list: Withdrawal[] }) {
  const { t } = useTranslation();
  const time = useBrandTime();
  const money = useBrandMoney();
  if (list.length === 0) return null;
  return (
    <section className="withdrawals" aria-labelledby="withdrawals-title">
      <h4 id="withdrawals-title">{t('withdraw.history')}</h4>
      <ul>
        {list.map((w) => (
          <li key={w.orderNo} className="withdrawal" data-testid="withdrawal">
            <div className="withdrawal-head">
              <strong>{money(w.amount)}</strong>
              <span>
                {w.card.bankName} {w.card.accountNo}
              </span>
              <span className={`withdraw-status withdraw-status-${w.status}`} data-testid="withdrawal-status">
                {t(`withdraw.status.${w.status}`)}
              </span>
              <small>{time.at(w.createdAt)}</small>
            </div>
            {/* docs/product.md 4: a partly received withdrawal keeps the amount received and the remainder in view */}
            {w.status === 'partly_received' && w.receivedAmount !== null && (
              <p className="withdrawal-detail" data-testid="withdrawal-received">
                {t('withdraw.partlyDetail', { received: money(w.receivedAmount), remainder: money(w.amount - w.receivedAmount) })}
              </p>
            )}
            {w.status === 'paid' && <ReceiptForm w={w} />}
          </li>
        ))}
      </ul>
    </section>
  );
}
