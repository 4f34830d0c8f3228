/**
 * What the database's triggers noted for the live channel (migration 0070): the members whose
 * wallets moved since the last take, with their balances as they stand now, and the sessions
 * that ended. Taking deletes the rows (DELETE … RETURNING), so two takes at once never tell a
 * thing twice.
 */
export interface MoneyMoved {
  memberId: number;
  merchantCode: string;
  username: string;
  /** the main wallet now */
  balance: number;
  /** the last movement's kind (BET, WIN, ENVELOPE, …) */
  movement: string;
  /** the one vendor wallet that moved, and what it holds now (none when no vendor wallet, or more than one, moved) */
  vendor?: { code: string; balance: number };
}

interface Row {
  transaction_id: number;
  member_id: number;
  vendor_code: string;
}

export interface SessionEnded {
  merchantCode: string;
  username: string;
  /** the gateway's id of the session (its token_hash) */
  session: string;
}

export interface LiveNotes {
  money: MoneyMoved[];
  sessions: SessionEnded[];
}

export async function takeLiveNotes(db: D1Database): Promise<LiveNotes> {
  const [money, sessions] = await db.batch([
    db.prepare('DELETE FROM live_money_outbox RETURNING transaction_id, member_id, vendor_code'),
    db.prepare(
      `DELETE FROM live_session_outbox RETURNING token_hash AS session,
         (SELECT merchant_code FROM members WHERE id = member_id) AS merchantCode, (SELECT username FROM members WHERE id = member_id) AS username`,
    ),
  ]);
  const rows = money!.results as Row[];
  return {
    money: rows.length ? await moneyMoves(db, rows) : [],
    sessions: (sessions!.results as SessionEnded[]).filter((s) => s.username !== null),
  };
}

async function moneyMoves(db: D1Database, rows: Row[]): Promise<MoneyMoved[]> {
  const members = [...new Set(rows.map((r) => r.member_id))];
  const marks = members.map(() => '?').join(', ');
  const [accounts, kinds] = await db.batch([
    db
      .prepare(
        `SELECT m.id AS member_id, m.merchant_code, m.username, a.kind, a.vendor_code, a.balance
         FROM members m JOIN ledger_accounts a ON a.member_id = m.id AND a.kind IN ('wallet', 'vendor') WHERE m.id IN (${marks})`,
      )
      .bind(...members),
    db.prepare(`SELECT id, kind FROM ledger_transactions WHERE id IN (${rows.map(() => '?').join(', ')})`).bind(...rows.map((r) => r.transaction_id)),
  ]);
  const kindOf = new Map((kinds!.results as { id: number; kind: string }[]).map((t) => [t.id, t.kind]));
  const held = accounts!.results as { member_id: number; merchant_code: string; username: string; kind: string; vendor_code: string | null; balance: number }[];
  return members.flatMap((memberId) => {
    const own = held.filter((a) => a.member_id === memberId);
    const main = own.find((a) => a.kind === 'wallet');
    if (!main) return [];
    const moved = rows.filter((r) => r.member_id === memberId);
    const last = moved.reduce((a, b) => (b.transaction_id > a.transaction_id ? b : a));
    const vendors = [...new Set(moved.map((r) => r.vendor_code).filter((v) => v !== ''))];
    const vendor = vendors.length === 1 ? own.find((a) => a.kind === 'vendor' && a.vendor_code === vendors[0]) : undefined;
    return [
      {
        memberId,
        merchantCode: main.merchant_code,
        username: main.username,
        balance: main.balance,
        movement: kindOf.get(last.transaction_id) ?? '',
        ...(vendor ? { vendor: { code: vendors[0]!, balance: vendor.balance } } : {}),
      },
    ];
  });
}
