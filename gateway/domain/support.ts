/** Feedback, support tickets and the credit report: the forms' rules (docs/product.md 5) and the answers' shapes. */
import {
  countWords,
  SUPPORT_MAX_IMAGE_BYTES,
  SUPPORT_MAX_IMAGES,
  supportImagePath,
  TICKET_TYPES,
  type CreditMonth,
  type FeedbackItem,
  type SupportImageOwner,
  type CreditReport,
  type SupportErrorCode,
  type SupportRules,
  type Ticket,
  type WordLimits,
} from '@shared/api/support';
import type { CreditMonthRow, FeedbackListRow, SupportSettingsRow, TicketMessageRow, TicketRow } from '../db/queries/support';
import { zoneMonths } from '@shared/zone-time';
import { sniffImage, type ImageKind } from './promotions';

export const toRules = (s: SupportSettingsRow): SupportRules => ({
  feedback: { minWords: s.feedback_min_words, maxWords: s.feedback_max_words },
  ticket: { minWords: s.ticket_min_words, maxWords: s.ticket_max_words, types: TICKET_TYPES },
});

export type Checked = { ok: true; content: string; images: { bytes: Uint8Array; kind: ImageKind }[] } | { ok: false; code: SupportErrorCode };

/**
 * A submission checked as docs/product.md 5 says: the content's words within the limits, at most 3
 * images, each png or jpg by its content (whatever its name or type says) of at most 5 MB.
 */
export async function checkSubmission(content: string, files: File[], limits: WordLimits): Promise<Checked> {
  const text = content.trim();
  const words = countWords(text);
  if (words < limits.minWords || words > limits.maxWords) return { ok: false, code: 'WORD_LIMIT' };
  if (files.length > SUPPORT_MAX_IMAGES) return { ok: false, code: 'TOO_MANY_IMAGES' };
  if (files.some((f) => f.size > SUPPORT_MAX_IMAGE_BYTES)) return { ok: false, code: 'IMAGE_TOO_LARGE' };
  const images: { bytes: Uint8Array; kind: ImageKind }[] = [];
  for (const file of files) {
    const bytes = new Uint8Array(await file.arrayBuffer());
    const kind = sniffImage(bytes.subarray(0, 8));
    if (!kind) return { ok: false, code: 'IMAGE_TYPE' };
    images.push({ bytes, kind });
  }
  return { ok: true, content: text, images };
}

export const imageCount = (keys: string) => (JSON.parse(keys) as string[]).length;

/** The paths of a feedback's or ticket's images, by index (the member's: supportImagePath; the operator's: under /__admin/support). */
export const imagePaths = (owner: SupportImageOwner, id: number, keys: string, forOperator = false) =>
  (JSON.parse(keys) as string[]).map((_, i) => (forOperator ? `/__admin/support/images/${owner}/${id}/${i}` : supportImagePath(owner, id, i)));

export const toFeedbackItem = (row: FeedbackListRow): FeedbackItem => ({
  id: row.id,
  content: row.content,
  images: imagePaths('feedback', row.id, row.image_keys),
  createdAt: row.created_at,
});

/** The stored bytes as an image answer: png or jpg by their content (whatever R2's metadata says), else null. */
export function imageAnswer(bytes: Uint8Array): { bytes: Uint8Array; contentType: 'image/png' | 'image/jpeg' } | null {
  const kind = sniffImage(bytes.subarray(0, 8));
  return kind ? { bytes, contentType: kind === 'png' ? 'image/png' : 'image/jpeg' } : null;
}

/** The ticket number a member quotes to customer service. */
export const ticketNo = (row: { id: number; created_at: number }) => {
  const d = new Date(row.created_at + 7 * 3_600_000);
  const date = `${d.getUTCFullYear()}${String(d.getUTCMonth() + 1).padStart(2, '0')}${String(d.getUTCDate()).padStart(2, '0')}`;
  return `T${date}${String(row.id).padStart(6, '0')}`;
};

export const toTicket = (row: TicketRow, messages: readonly TicketMessageRow[]): Ticket => ({
  id: row.id,
  ticketNo: ticketNo(row),
  questionType: row.question_type,
  content: row.content,
  imageCount: imageCount(row.image_keys),
  images: imagePaths('ticket', row.id, row.image_keys),
  status: row.status,
  createdAt: row.created_at,
  updatedAt: row.updated_at,
  messages: messages.filter((m) => m.ticket_id === row.id).map((m) => ({ id: m.id, author: m.author, content: m.content, createdAt: m.created_at })),
});

/** The last `months` calendar months of the brand's IANA zone up to now (their bounds right across daylight saving), and the period they cover. */
export function creditPeriod(now: number, months: number, timeZone: string) {
  const bounds = zoneMonths(now, months, timeZone);
  return { from: bounds[0]!.from, to: now + 1, keys: bounds.map((m) => m.key), bounds };
}

/** Every month of the period, in order (a month without movements carries the balance over), and the totals. */
export function toCreditReport(
  period: { from: number; to: number; keys: string[] },
  facts: { months: CreditMonthRow[]; opening: number; balance: number },
): CreditReport {
  const byMonth = new Map(facts.months.map((r) => [r.month, r]));
  let balance = facts.opening;
  const months: CreditMonth[] = period.keys.map((month) => {
    const r = byMonth.get(month);
    const opening = balance;
    const net = r?.change ?? 0;
    balance += net;
    const deposits = r?.deposits ?? 0;
    const withdrawals = r?.withdrawals ?? 0;
    const stake = r?.stake ?? 0;
    const win = r?.win ?? 0;
    const bonus = r?.bonus ?? 0;
    return { month, opening, deposits, withdrawals, stake, win, bonus, other: net - deposits + withdrawals + stake - win - bonus, net, closing: balance };
  });
  const sum = (k: 'deposits' | 'withdrawals' | 'stake' | 'win' | 'bonus' | 'other' | 'net') => months.reduce((s, m) => s + m[k], 0);
  return {
    from: period.from,
    to: period.to,
    months,
    totals: {
      opening: facts.opening,
      deposits: sum('deposits'),
      withdrawals: sum('withdrawals'),
      stake: sum('stake'),
      win: sum('win'),
      bonus: sum('bonus'),
      other: sum('other'),
      net: sum('net'),
      closing: balance,
    },
    balance: facts.balance,
    betCount: facts.months.reduce((s, r) => s + r.bets, 0),
    winCount: facts.months.reduce((s, r) => s + r.wins, 0),
  };
}
