/**
 * transferFund on a multi-wallet brand (migration 0017): DEMO's sports vendors SABA
 * and BTI keep a wallet of their own. Money moves between the main wallet and a vendor's once
 * per request id, never below zero, a vendor's rounds play from its wallet, recall-all brings
 * every wallet back in one batch, and the consolidated balance adds them up.
 */
import { describe, expect, it } from 'vitest';
import type { Balance } from '@shared/api';
import type { ConsolidatedFunds, WalletMovementPage } from '@shared/api/cashier';
import type { LedgerCheck } from '@gateway/db/queries/money/ledger';
import { call } from './accounts-client';
import { admin } from './client';
import { balance, newPlayer, roundsFor, walletCallback, type Player } from './players';

const rid = () => `req_${Math.random().toString(36).slice(2, 12)}`;
const funds = async (p: Player) => (await call<ConsolidatedFunds>('GET', '/wps/member/info/funds/consolidated', undefined, p)).body.value;
const transfer = (p: Player, vendor: string, direction: 'in' | 'out', amount: number, requestId = rid()) =>
  call<ConsolidatedFunds>('POST', '/wps/v2/wallets/transfer', { vendor, direction, amount, requestId }, p);
const walletOf = (f: ConsolidatedFunds, vendor: string) => f.wallets.find((w) => w.vendor === vendor)?.balance;

describe('vendor wallets (multi-wallet brand)', () => {
  it('says the brand is multi-wallet and lists its vendor wallets, empty at first', async () => {
    const p = await newPlayer(500_000);
    const b = (await call<Balance>('GET', '/wps/v2/wallets/balance', undefined, p)).body.value;
    expect(b.isSingle).toBe(false);
    expect(await funds(p)).toEqual({
      isSingle: false,
      currencySymbol: '₫',
      main: 500_000,
      wallets: [
        { vendor: 'SABA', name: 'SABA Sports', balance: 0 },
        { vendor: 'BTI', name: 'BTi Sports', balance: 0 },
      ],
      total: 500_000,
    });
  });

  it('moves money in and out once per request id, however often it is sent', async () => {
    const p = await newPlayer(500_000);
    const id = rid();
    const answers = await Promise.all([1, 2, 3].map(() => transfer(p, 'SABA', 'in', 200_000, id)));
    for (const a of answers) expect(a.body.success, JSON.stringify(a.body)).toBe(true);
    let f = await funds(p);
    expect([f.main, walletOf(f, 'SABA'), f.total]).toEqual([300_000, 200_000, 500_000]);

    f = (await transfer(p, 'SABA', 'out', 50_000)).body.value;
    expect([f.main, walletOf(f, 'SABA'), f.total]).toEqual([350_000, 150_000, 500_000]);
  });

  it('refuses more than the paying wallet holds, vendors without a wallet, bad amounts and trial accounts; moves nothing', async () => {
    const p = await newPlayer(100_000);
    expect((await transfer(p, 'SABA', 'in', 100_001)).body.code).toBe('INSUFFICIENT_FUNDS');
    expect((await transfer(p, 'SABA', 'out', 1)).body.code).toBe('INSUFFICIENT_FUNDS');
    expect((await transfer(p, 'PG', 'in', 1_000)).body.code).toBe('NOT_A_VENDOR_WALLET');
    expect((await transfer(p, 'SABA', 'in', 1_000.5)).status).toBe(400);
    expect((await transfer(p, 'SABA', 'in', -5)).status).toBe(400);
    const trial = await newPlayer(100_000, 4);
    expect((await transfer(trial, 'SABA', 'in', 1_000)).body.code).toBe('NEED_TRUE_ACCOUNT');
    const f = await funds(p);
    expect([f.main, f.total]).toEqual([100_000, 100_000]);
  });

  it("plays a transfer-wallet vendor's rounds from its own wallet, and the main wallet's from the main one", async () => {
    const p = await newPlayer(300_000);
    await transfer(p, 'BTI', 'in', 100_000);
    const [round] = await roundsFor(p, 1, 'BTI_002');
    const debit = await walletCallback({ roundId: round, action: 'debit', amount: 20_000, memberId: p.id, merchantCode: 'DEMO' });
    expect(debit.body.value.balance).toBe(80_000);
    // more than the vendor wallet holds is refused even though the main wallet could pay it
    const [big] = await roundsFor(p, 1, 'BTI_002');
    expect((await walletCallback({ roundId: big, action: 'debit', amount: 150_000, memberId: p.id, merchantCode: 'DEMO' })).body.code).toBe(
      'INSUFFICIENT_FUNDS',
    );
    await walletCallback({ roundId: round, action: 'credit', amount: 50_000, memberId: p.id, merchantCode: 'DEMO' });
    const f = await funds(p);
    expect([f.main, walletOf(f, 'BTI'), f.total]).toEqual([200_000, 130_000, 330_000]);
    expect(await balance(p)).toBe(200_000);
  });

  it('recalls every vendor wallet into the main one in one call, once per request id', async () => {
    const p = await newPlayer(400_000);
    await transfer(p, 'SABA', 'in', 120_000);
    await transfer(p, 'BTI', 'in', 80_000);
    const id = rid();
    const answers = await Promise.all([1, 2, 3].map(() => call<ConsolidatedFunds>('POST', '/wps/v2/wallets/recall', { requestId: id }, p)));
    for (const a of answers) expect(a.body.success, JSON.stringify(a.body)).toBe(true);
    // sent again later, with the wallets empty: nothing moves
    await call<ConsolidatedFunds>('POST', '/wps/v2/wallets/recall', { requestId: id }, p);
    const f = await funds(p);
    expect([f.main, walletOf(f, 'SABA'), walletOf(f, 'BTI'), f.total]).toEqual([400_000, 0, 0, 400_000]);

    // the account record shows each move once, from one wallet to the other, and counts none of them as money in or out
    const now = Date.now();
    const rec = (await call<WalletMovementPage>('GET', `/wps/cashier/transactions?from=${now - 60_000}&to=${now + 60_000}&pageSize=50`, undefined, p)).body
      .value;
    const moves = rec.list.filter((m) => m.kind !== 'OPENING').map((m) => `${m.kind}:${m.transfer?.from ?? 'main'}->${m.transfer?.to ?? 'main'}:${m.amount}`);
    expect(moves.sort()).toEqual(['VENDOR_IN:main->BTI:80000', 'VENDOR_IN:main->SABA:120000', 'VENDOR_OUT:BTI->main:80000', 'VENDOR_OUT:SABA->main:120000']);
    expect(rec.totals).toEqual({ in: 400_000, out: 0 });

    const check = await admin<LedgerCheck>('GET', '/ledger/check');
    expect(check.body.value.mismatched).toEqual([]);
    expect(check.body.value.unbalanced).toEqual([]);
    expect(check.body.value.negativeWallets).toBe(0);
  });

  it('audits every vendor-wallet call', async () => {
    const p = await newPlayer(100_000);
    await transfer(p, 'SABA', 'in', 10_000);
    await transfer(p, 'SABA', 'in', 999_999);
    const trail = await admin<{ action: string; result: string; amount: number }[]>('GET', `/cashier/audit?memberId=${p.id}`);
    expect(trail.body.value.map((t) => `${t.action}:${t.result}:${t.amount}`)).toEqual(
      expect.arrayContaining(['VENDOR_IN:MOVED:10000', 'VENDOR_IN:INSUFFICIENT_FUNDS:999999']),
    );
  });
});
