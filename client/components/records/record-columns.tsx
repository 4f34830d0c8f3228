import { useTranslation } from '@client/lib/use-translation';
import type { MovementRow } from '@shared/api/cashier';
import { useBrandTime } from '@client/lib/brand-time';
import { useBrandMoney } from '@client/lib/money';
import type { RecordsPageColumn } from './records-page';
import { type RecordsColumn, signClass } from './records-table';

type Card = RecordsColumn<unknown>['card'];
/** A column of the table and of the CSV file (records-page.tsx). */
type Column<Row> = RecordsColumn<Row> & RecordsPageColumn<Row>;

/**
 * The columns records pages are made of, written one way: a record's time in the brand's zone
 * (the heading names the zone), a text, an amount in the brand's money, a signed amount moved.
 * Each takes the heading and how to read the row, and where it stands on a phone's card; each
 * writes its CSV value beside its cell: the time to the second, a text as it is, an amount as its number.
 */
export function useRecordColumns() {
  const { t } = useTranslation();
  const time = useBrandTime();
  const money = useBrandMoney();
  return {
    money,
    /** the table's heading names the zone; the file's header is the bare name, its times in the brand's zone to the second */
    time: <Row,>(of: (row: Row) => number, header = t('records.time'), card?: Card): Column<Row> => ({
      header,
      heading: time.heading(header),
      cell: (row) => time.dateTime(of(row)),
      csv: (row) => time.dateTime(of(row)),
      card,
    }),
    text: <Row,>(header: string, of: (row: Row) => string | number, card?: Card): Column<Row> => ({ header, cell: of, csv: of, card }),
    amount: <Row,>(header: string, of: (row: Row) => number, opts: { card?: Card; className?: (row: Row) => string | undefined } = {}): Column<Row> => ({
      header,
      cell: (row) => money(of(row)),
      csv: of,
      ...opts,
    }),
    /** money moved: signed (+ in, − out) and coloured by its direction; the file has the signed number */
    moved: <Row,>(header: string, of: (row: Row) => number, card: Card = 'main'): Column<Row> => ({
      header,
      cell: (row) => `${of(row) >= 0 ? '+' : '−'}${money(Math.abs(of(row)))}`,
      csv: of,
      className: (row) => signClass(of(row)),
      card,
    }),
  };
}

/** The kinds of the account record's type filter (the member's own and an agent's view of its team). */
export const MOVEMENT_KINDS = [
  'DEPOSIT',
  'WITHDRAW',
  'WITHDRAW_REFUND',
  'TRANSFER',
  'VENDOR_IN',
  'VENDOR_OUT',
  'BET',
  'WIN',
  'PROMOTION',
  'POINTS',
  'REBATE',
  'REWARD',
  'REFERRAL',
  'MISSION',
  'RESCUE',
  'ENVELOPE',
  'OPENING',
] as const;

/**
 * The account record's type and amount, read alike in the member's record and an agent's view of
 * a downline (docs/product.md 4, the account record): a move between the member's own wallets is
 * one row, "Main wallet → SABA wallet" and the amount moved without a sign (it adds to neither money in nor out);
 * any other row names the vendor's wallet it moved, if not the main one, and its signed amount.
 */
export function useMovementColumns() {
  const { t } = useTranslation();
  const columns = useRecordColumns();
  const walletName = (vendor: string | null) => (vendor ? t('records.walletOf', { vendor }) : t('wallet.main'));
  const kindText = (m: MovementRow) => {
    if (m.transfer) return `${walletName(m.transfer.from)} → ${walletName(m.transfer.to)}`;
    const kind = t(`records.kind.${m.kind}`, { defaultValue: m.kind });
    return m.wallet ? `${kind} · ${walletName(m.wallet)}` : kind;
  };
  const moved = columns.moved<MovementRow>(t('records.amount'), (m) => m.amount);
  return {
    kindText,
    kindChoices: MOVEMENT_KINDS.map((k) => ({ value: k, label: t(`records.kind.${k}`) })),
    type: <Row extends MovementRow>(): Column<Row> => columns.text<Row>(t('records.type'), kindText),
    amount: <Row extends MovementRow>(): Column<Row> => ({
      ...moved,
      cell: (m) => (m.transfer ? columns.money(m.amount) : moved.cell(m)),
      className: (m) => (m.transfer ? 'amount-own' : moved.className?.(m)),
    }),
  };
}
