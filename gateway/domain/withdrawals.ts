/** Withdrawal rules (docs/product.md 4 receipt): no Hono context, no SQL. */
import type { BankCard, Withdrawal } from '@shared/api/cashier';
import type { BankCardRow, WithdrawalRow } from '../db/queries/withdrawals';
import { randomString } from './accounts';

export const maskAccount = (no: string) => `•••• ${no.slice(-4)}`;

export const toBankCard = (r: BankCardRow): BankCard => ({
  id: r.id,
  bankName: r.bank_name,
  accountName: r.account_name,
  accountNo: maskAccount(r.account_no),
});

export const toWithdrawal = (r: WithdrawalRow, card: BankCardRow): Withdrawal => ({
  orderNo: r.order_no,
  amount: r.amount,
  card: toBankCard(card),
  status: r.status,
  receivedAmount: r.received_amount,
  createdAt: r.created_at,
  paidAt: r.paid_at,
  autoConfirmAt: r.auto_confirm_at,
  confirmedAt: r.confirmed_at,
});

export const newWithdrawOrderNo = (now: number) => `W${now.toString(36).toUpperCase()}${randomString(6, '0123456789ABCDEFGHJKLMNPQRSTUVWXYZ')}`;
