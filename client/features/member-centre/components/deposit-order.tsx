import { useQuery, useQueryClient } from '@tanstack/react-query';
import { QRCodeSVG } from 'qrcode.react';
import { useEffect, useState } from 'react';
import { useTranslation } from '@client/lib/use-translation';
import type { DepositOrder, PayTo } from '@shared/api/cashier';
import { useApp, useSession } from '@client/app/app-context';
import { useBrandMoney } from '@client/lib/money';
import { useBrandTime } from '@client/lib/brand-time';
import { depositOrderQuery } from '../api/cashier';
import { memberKeys } from '@client/lib/query-keys';

/** What the QR code carries: the account and amount a banking or wallet app fills in, or the USDT address. */
function qrText(payTo: PayTo, order: DepositOrder): string {
  if (payTo.type === 'usdt') return payTo.address;
  const account = payTo.type === 'bank' ? payTo.accountNo : payTo.phone;
  return `${payTo.type === 'bank' ? payTo.bankName : payTo.walletName}|${account}|${order.amount + order.fee}|${order.reference}`;
}

function CopyButton({ text, label }: { text: string; label: string }) {
  const { t } = useTranslation();
  const [copied, setCopied] = useState(false);
  return (
    <button
      type="button"
      className="btn btn-ghost btn-small"
      aria-label={`${t('cashier.copy')} ${label}`}
      onClick={() =>
        void navigator.clipboard?.writeText(text).then(
          () => setCopied(true),
          () => setCopied(false),
        )
      }
    >
      {copied ? t('cashier.copied') : t('cashier.copy')}
    </button>
  );
}

/**
 * A deposit order: where to pay, the reference to write in the transfer note (with copy
 * buttons and a QR code), and its state, polled while pending; once paid, the header balance
 * is refreshed (its query invalidated), so it rises without a reload.
 */
export function DepositOrderPanel({ initial, onNew }: { initial: DepositOrder; onNew: () => void }) {
  const { t } = useTranslation();
  const { api } = useApp();
  const username = useSession((s) => s.session?.username ?? '');
  const queryClient = useQueryClient();
  const money = useBrandMoney();
  const time = useBrandTime();
  const order = useQuery({ ...depositOrderQuery(api, username, initial.orderNo), initialData: initial }).data;
  const paid = order.status === 'paid';
  useEffect(() => {
    if (paid) void queryClient.invalidateQueries({ queryKey: memberKeys.balance(username) });
  }, [paid, queryClient, username]);
  const { payTo } = order;
  const total = order.amount + order.fee;
  return (
    <section className="deposit-order" aria-labelledby="deposit-order-title">
      <h4 id="deposit-order-title">{t('cashier.orderTitle', { orderNo: order.orderNo })}</h4>
      <p className={`deposit-status deposit-status-${order.status}`} role="status" data-testid="deposit-status">
        {t(`cashier.status.${order.status}`)}
      </p>
      {!paid && order.status === 'pending' && (
        <div className="deposit-pay">
          <QRCodeSVG value={qrText(payTo, order)} size={140} marginSize={2} level="M" role="img" aria-label={t('cashier.qr')} />
          <dl className="account-details">
            {payTo.type === 'bank' && (
              <>
                <dt>{t('cashier.bankName')}</dt>
                <dd>{payTo.bankName}</dd>
                <dt>{t('cashier.accountName')}</dt>
                <dd>{payTo.accountName}</dd>
                <dt>{t('cashier.accountNo')}</dt>
                <dd>
                  {payTo.accountNo} <CopyButton text={payTo.accountNo} label={t('cashier.accountNo')} />
                </dd>
              </>
            )}
            {payTo.type === 'ewallet' && (
              <>
                <dt>{t('cashier.walletName')}</dt>
                <dd>{payTo.walletName}</dd>
                <dt>{t('cashier.accountName')}</dt>
                <dd>{payTo.accountName}</dd>
                <dt>{t('cashier.phone')}</dt>
                <dd>
                  {payTo.phone} <CopyButton text={payTo.phone} label={t('cashier.phone')} />
                </dd>
              </>
            )}
            {payTo.type === 'usdt' && (
              <>
                <dt>{t('cashier.network')}</dt>
                <dd>{payTo.network}</dd>
                <dt>{t('cashier.address')}</dt>
                <dd className="deposit-address">
                  {payTo.address} <CopyButton text={payTo.address} label={t('cashier.address')} />
                </dd>
                <dt>{t('cashier.usdtAmount')}</dt>
                <dd>{(total / payTo.rate).toFixed(2)} USDT</dd>
              </>
            )}
            <dt>{t('cashier.total')}</dt>
            <dd>{money(total)}</dd>
            <dt>{t('cashier.reference')}</dt>
            <dd>
              <strong data-testid="deposit-reference">{order.reference}</strong> <CopyButton text={order.reference} label={t('cashier.reference')} />
            </dd>
          </dl>
          {/* in the brand's time zone, as every time in the centre (not the device's locale and zone) */}
          <p className="deposit-hint" data-testid="deposit-hint">
            {t('cashier.referenceHint', { time: time.at(order.expiresAt) })}
          </p>
        </div>
      )}
      <button type="button" className="btn btn-secondary" onClick={onNew}>
        {t('cashier.newDeposit')}
      </button>
    </section>
  );
}
