/** Demo accounts with fixed salts (so the seed is deterministic) and their opening balances. */
import { hashPassword } from '../../domain/passwords';
import { insert } from './sql';

const CREATED_AT = Date.UTC(2025, 0, 1);

/** Listed in gateway/README.md; keep the two in step. */
export const ACCOUNTS = [
  { merchant: 'DEMO', username: 'demo_member', password: 'Demo1234', nickname: 'Demo Member', type: 0, isDefault: false, opening: 5_000_000 },
  { merchant: 'DEMO', username: 'demo_agent', password: 'Agent1234', nickname: 'Demo Agent', type: 1, isDefault: false, opening: 20_000_000 },
  { merchant: 'DEMO', username: 'trial_guest', password: 'Trial1234', nickname: 'Guest', type: 4, isDefault: false, opening: 1_000_000 },
  { merchant: 'DEMO', username: 'demo_default', password: '123456', nickname: 'Default Password', type: 0, isDefault: true, opening: 0 },
  { merchant: 'DEMO2', username: 'lucky_member', password: 'Lucky1234', nickname: 'Lucky Member', type: 0, isDefault: false, opening: 2_000_000 },
];

/** 16 fixed bytes per account: the username padded with '#'. */
const fixedSalt = (username: string) => new TextEncoder().encode(username.padEnd(16, '#').slice(0, 16));

export async function membersSql(): Promise<string> {
  const members = await Promise.all(
    ACCOUNTS.map(async (a, i) => ({
      id: i + 1,
      merchant_code: a.merchant,
      username: a.username,
      password_hash: await hashPassword(a.password, fixedSalt(a.username)),
      nickname: a.nickname,
      type: a.type,
      password_is_default: a.isDefault,
      created_at: CREATED_AT,
    })),
  );
  const merchants = [...new Set(ACCOUNTS.map((a) => a.merchant))];
  // house accounts get ids 1..m, wallets 100+member id
  const houses = merchants.map((code, i) => ({ id: i + 1, merchant_code: code, kind: 'house', member_id: null }));
  const wallets = members.map((m) => ({ id: 100 + m.id, merchant_code: m.merchant_code, kind: 'wallet', member_id: m.id }));
  const funded = ACCOUNTS.map((a, i) => ({ ...a, id: i + 1 })).filter((a) => a.opening > 0);
  const transactions = funded.map((a) => ({ id: a.id, idempotency_key: `opening:${a.merchant}:${a.username}`, kind: 'OPENING', created_at: CREATED_AT }));
  const entries = funded.flatMap((a) => [
    { transaction_id: a.id, account_id: merchants.indexOf(a.merchant) + 1, amount: -a.opening },
    { transaction_id: a.id, account_id: 100 + a.id, amount: a.opening },
  ]);
  return [
    insert('members', members),
    insert('ledger_accounts', [...houses, ...wallets]),
    insert('ledger_transactions', transactions),
    insert('ledger_entries', entries),
  ].join('');
}
