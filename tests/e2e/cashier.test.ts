/**
 * Deposit in Chromium as a new member: the header's deposit button opens the
 * member centre on depositv2 (named in the URL); a bad amount gets its translated message
 * beside the field and keeps what was typed; a good one creates a pending order with a
 * reference; the payment provider's signed notice (sent twice) pays it, and the header
 * balance rises exactly once without a reload; the account record then lists the deposit,
 * filters by type and exports the range as CSV. Withdraw: payment password, card check,
 * the money held at once, the operator's payout and the member's partly-received answer.
 */
import { describe, expect, it } from 'vitest';
import { openSlot, paymentNotice, playerOf, roundsFor, vendor, walletCallback } from '../gateway/players';
import { browserForFile, expectCleanVisit, GATEWAY_URL, screenshot, t } from './browser';
import { csvHeader, exportCsv } from './csv-export';
import { adminCall, makeMember, signIn } from './login-helpers';
import { digits } from '../setup/operator';

const { visitor } = browserForFile();

describe('deposit', () => {
  it('by bank transfer: order, reference, payment notice, balance up once', async () => {
    const m = await makeMember();
    const visit = await visitor({ width: 390, height: 844 });
    const { page } = visit;
    await signIn(page, m.username, m.password);
    const before = digits(await page.getByTestId('balance').textContent());
    expect(before).toBe(100_000);

    await page
      .getByRole('button', { name: t('ty', 'header.deposit') })
      .first()
      .click();
    const centre = page.getByRole('dialog', { name: t('ty', 'centre.member.title') });
    await centre.getByRole('heading', { name: t('ty', 'centre.member.depositv2') }).waitFor();
    await page.waitForURL(/[?&]centre=member\/depositv2/);
    // a channel with a fee (MoMo, 1%): no "Fee ₫ 0; you send ₫ 0" while the amount is missing or refused, the rate instead
    await centre.getByRole('radio', { name: /MoMo/ }).check();
    const fee = centre.getByTestId('deposit-fee');
    expect(await fee.textContent()).toBe(t('ty', 'cashier.feeRate').replace('{{rate}}', '1%'));
    await centre.getByLabel(t('ty', 'cashier.amount'), { exact: true }).fill('1000');
    expect(await fee.textContent()).toBe(t('ty', 'cashier.feeRate').replace('{{rate}}', '1%'));
    await centre.getByLabel(t('ty', 'cashier.amount'), { exact: true }).fill('100000');
    await expect.poll(() => fee.textContent()).toBe(t('ty', 'cashier.fee').replace('{{fee}}', '₫ 1.000').replace('{{total}}', '₫ 101.000'));
    await centre.getByLabel(t('ty', 'cashier.amount'), { exact: true }).fill('');
    await centre.getByRole('radio', { name: /Vietcombank/ }).check();

    const form = centre.locator('form.deposit-form');
    const amount = form.getByLabel(t('ty', 'cashier.amount'), { exact: true });
    await amount.fill('1000');
    await form.getByRole('button', { name: t('ty', 'cashier.submit') }).click();
    await form
      .locator('.field-error')
      .filter({ hasText: /50\.000/ })
      .waitFor();
    expect(await amount.inputValue()).toBe('1000');
    expect(await form.locator('.field-error').first().textContent()).toMatch(/50\.000.*300\.000\.000/);

    await amount.fill('250000');
    await form.getByRole('button', { name: t('ty', 'cashier.submit') }).click();
    const reference = centre.getByTestId('deposit-reference');
    await reference.waitFor();
    expect(await reference.textContent()).toMatch(/^[2-9A-HJ-NP-Z]{8}$/);
    expect(await centre.getByTestId('deposit-status').textContent()).toBe(t('ty', 'cashier.status.pending'));
    await centre.getByText('0071000123456').waitFor();
    // until when the order waits: the brand's time (Asia/Ho_Chi_Minh) with its zone named, not the device's locale or zone
    expect(await centre.getByTestId('deposit-hint').textContent()).toMatch(/ \d{4}-\d{2}-\d{2} \d{2}:\d{2} \(GMT\+7\)/);
    await screenshot(page, 'deposit-order-390x844.png');
    const orderNo = /D[0-9A-Z]+/.exec((await centre.getByRole('heading', { level: 4 }).textContent()) ?? '')![0];

    // the provider tells the gateway twice; the money moves once
    const notice = { orderNo, amount: 250_000, merchantCode: 'DEMO' };
    const [first, second] = await Promise.all([paymentNotice(notice), paymentNotice(notice)]);
    expect([first.body.value?.duplicate, second.body.value?.duplicate].sort()).toEqual([false, true]);
    await expect.poll(() => centre.getByTestId('deposit-status').textContent(), { timeout: 20_000 }).toBe(t('ty', 'cashier.status.paid'));
    await expect.poll(async () => digits(await page.getByTestId('balance').textContent()), { timeout: 20_000 }).toBe(before + 250_000);
    // both notices are answered, so the wallet's figure is final: the deposit in it once, as the header says
    const wallet = await page.evaluate(async () => {
      const res = await fetch('/wps/v2/wallets/balance');
      return ((await res.json()) as { value: { sumBalance: number } }).value.sumBalance;
    });
    expect(wallet).toBe(before + 250_000);
    expect(digits(await page.getByTestId('balance').textContent())).toBe(wallet);

    // the account record shows the deposit and the opening balance, filters by type, exports CSV
    await centre
      .getByRole('navigation')
      .getByRole('button', { name: t('ty', 'centre.member.transactionHistory') })
      .click();
    await page.waitForURL(/[?&]centre=member\/transactionHistory/);
    const table = centre.locator('table.records-table');
    await table.waitFor();
    const rows = () => table.locator('tbody tr').allTextContents();
    expect(await rows()).toEqual([expect.stringContaining(t('ty', 'records.kind.DEPOSIT')), expect.stringContaining(t('ty', 'records.kind.OPENING'))]);
    expect((await rows())[0]).toContain('+₫ 250.000');
    expect(await centre.getByTestId('records-totals').textContent()).toContain('350.000');
    // the range starts on the past week and offers no future range: nothing in a record lies ahead (docs/product.md 9)
    const presets = centre.getByRole('group', { name: t('ty', 'records.range') });
    expect(await presets.getByRole('button', { name: t('ty', 'records.preset.last7') }).getAttribute('aria-pressed')).toBe('true');
    expect(await presets.getByRole('button', { name: t('ty', 'records.preset.next7') }).count()).toBe(0);
    expect(await presets.getByRole('button', { name: t('ty', 'records.preset.next30') }).count()).toBe(0);
    await centre.getByLabel(t('ty', 'records.type')).selectOption('DEPOSIT');
    await expect.poll(rows).toHaveLength(1);
    const [download] = await Promise.all([page.waitForEvent('download'), centre.getByRole('button', { name: t('ty', 'records.exportCsv') }).click()]);
    expect(download.suggestedFilename()).toMatch(/^transactions-\d{4}-\d{2}-\d{2}-\d{4}-\d{2}-\d{2}\.csv$/);
    const text = await new Response((await download.createReadStream()) as unknown as ReadableStream).text();
    expect(text.split('\r\n').filter(Boolean)).toHaveLength(2);
    expect(text.split('\r\n')[0]).toBe(csvHeader('records.time', 'records.type', 'records.amount'));
    expect(text).toContain('250000');
    await screenshot(page, 'transaction-history-390x844.png');
    await expectCleanVisit(visit);
  });

  it('the "before your first deposit" limit prompt: offered before the first order, not again after it in the same session', async () => {
    const m = await makeMember();
    const visit = await visitor({ width: 390, height: 844 });
    const { page } = visit;
    await signIn(page, m.username, m.password);
    await page
      .getByRole('button', { name: t('ty', 'header.deposit') })
      .first()
      .click();
    const centre = page.getByRole('dialog', { name: t('ty', 'centre.member.title') });
    await centre.getByTestId('limit-prompt').waitFor();
    await centre.getByRole('radio', { name: /Vietcombank/ }).check();
    await centre.getByLabel(t('ty', 'cashier.amount'), { exact: true }).fill('100000');
    await centre
      .locator('form.deposit-form')
      .getByRole('button', { name: t('ty', 'cashier.submit') })
      .click();
    await centre.getByTestId('deposit-reference').waitFor();
    // the order, pending or paid, is the first deposit: the form comes back without the prompt
    await centre.getByRole('button', { name: t('ty', 'cashier.newDeposit') }).click();
    await centre.locator('form.deposit-form').waitFor();
    expect(await centre.getByTestId('limit-prompt').count()).toBe(0);
    await expectCleanVisit(visit);
  });

  it('withdraw: payment password, a card that must pass its check, money held at once, payout, partly received, not received with proof, auto-confirmed', async () => {
    const username = `wd${Date.now() % 1_000_000_000}`;
    await adminCall('POST', '/members', { merchantCode: 'DEMO', username, password: 'Start1234', opening: 1_000_000 });
    const visit = await visitor({ width: 1280, height: 800 });
    const { page } = visit;
    await signIn(page, username, 'Start1234');
    await page
      .getByRole('button', { name: t('ty', 'header.withdraw') })
      .first()
      .click();
    const centre = page.getByRole('dialog', { name: t('ty', 'centre.member.title') });
    await centre.getByRole('heading', { name: t('ty', 'withdraw.setPassword') }).waitFor();
    await centre.getByLabel(t('ty', 'withdraw.paymentPassword'), { exact: true }).fill('135790');
    await centre.getByLabel(t('ty', 'withdraw.paymentPasswordAgain')).fill('135790');
    await centre.getByRole('button', { name: t('ty', 'withdraw.save') }).click();

    await centre.getByRole('heading', { name: t('ty', 'withdraw.bindCard') }).waitFor();
    await centre.getByLabel(t('ty', 'cashier.bankName')).fill('Vietcombank');
    await centre.getByLabel(t('ty', 'cashier.accountName')).fill('NGUYEN VAN A');
    const accountNo = centre.getByLabel(t('ty', 'cashier.accountNo'));
    await accountNo.fill('4111111111111112');
    await centre.getByLabel(t('ty', 'withdraw.paymentPassword'), { exact: true }).fill('135790');
    await centre.getByRole('button', { name: t('ty', 'withdraw.bind'), exact: true }).click();
    await centre.getByText(t('ty', 'withdraw.errors.cardInvalid')).waitFor();
    expect(await accountNo.inputValue()).toBe('4111111111111112');
    await accountNo.fill('4111111111111111');
    await centre.getByRole('button', { name: t('ty', 'withdraw.bind'), exact: true }).click();

    await centre.getByTestId('withdrawable').filter({ hasText: '1.000.000' }).waitFor();
    await centre.getByLabel(t('ty', 'cashier.amount'), { exact: true }).fill('300000');
    // binding another card on the way loses nothing typed in the withdrawal form
    await centre.getByRole('button', { name: t('ty', 'withdraw.bindAnother') }).click();
    const bindForm = centre.locator('form', { has: page.getByRole('heading', { name: t('ty', 'withdraw.bindCard') }) });
    await bindForm.getByLabel(t('ty', 'cashier.bankName')).fill('Techcombank');
    await bindForm.getByLabel(t('ty', 'cashier.accountName')).fill('NGUYEN VAN A');
    await bindForm.getByLabel(t('ty', 'cashier.accountNo')).fill('5555555555554444');
    await bindForm.getByLabel(t('ty', 'withdraw.paymentPassword'), { exact: true }).fill('135790');
    await bindForm.getByRole('button', { name: t('ty', 'withdraw.bind'), exact: true }).click();
    await bindForm.waitFor({ state: 'detached' });
    await expect.poll(() => centre.locator('form.withdraw-form').getByRole('radio').count()).toBe(2);
    expect(await centre.getByLabel(t('ty', 'cashier.amount'), { exact: true }).inputValue()).toBe('300000');
    await centre.getByLabel(t('ty', 'withdraw.paymentPassword'), { exact: true }).fill('135790');
    await centre
      .locator('form.withdraw-form')
      .getByRole('button', { name: t('ty', 'withdraw.submit'), exact: true })
      .click();
    const status = centre.getByTestId('withdrawal-status').first();
    await expect.poll(() => status.textContent()).toBe(t('ty', 'withdraw.status.requested'));
    // the request is confirmed beside the button pressed, whatever the list's place on the screen
    expect(await centre.locator('form.withdraw-form').getByRole('status').textContent()).toBe(t('ty', 'withdraw.requested').replace('{{amount}}', '₫ 300.000'));
    await expect.poll(async () => digits(await page.getByTestId('balance').textContent())).toBe(700_000);

    // the operator pays it out
    const list = await page.evaluate(async () => (await (await fetch('/wps/cashier/withdrawals')).json()) as { value: { orderNo: string }[] });
    await adminCall('POST', '/cashier/withdrawals/pay', { orderNo: list.value[0]!.orderNo });
    await page.reload();
    await expect.poll(() => centre.getByTestId('withdrawal-status').first().textContent(), { timeout: 20_000 }).toBe(t('ty', 'withdraw.status.paid'));
    await centre.getByRole('radio', { name: t('ty', 'withdraw.answer.partly_received') }).check();
    await centre.getByLabel(t('ty', 'withdraw.receivedAmount')).fill('200000');
    await centre
      .getByText(/100\.000/)
      .first()
      .waitFor();
    await centre.getByRole('button', { name: t('ty', 'withdraw.sendAnswer') }).click();
    await expect.poll(() => centre.getByTestId('withdrawal-status').first().textContent()).toBe(t('ty', 'withdraw.status.partly_received'));
    // the answer keeps the amount received and the remainder in the list (docs/product.md 4)
    expect(await centre.getByTestId('withdrawal-received').first().textContent()).toBe(
      t('ty', 'withdraw.partlyDetail').replace('{{received}}', '₫ 200.000').replace('{{remainder}}', '₫ 100.000'),
    );
    await screenshot(page, 'withdraw-1280x800.png');
    expect(digits(await page.getByTestId('balance').textContent())).toBe(700_000);

    // two more: each requested, then paid out by the operator
    const requestAndPay = async (amount: string, expectedBalance: number) => {
      await centre.getByLabel(t('ty', 'cashier.amount'), { exact: true }).fill(amount);
      await centre.getByLabel(t('ty', 'withdraw.paymentPassword'), { exact: true }).fill('135790');
      await centre
        .locator('form.withdraw-form')
        .getByRole('button', { name: t('ty', 'withdraw.submit'), exact: true })
        .click();
      await expect.poll(async () => digits(await page.getByTestId('balance').textContent())).toBe(expectedBalance);
      const newest = await page.evaluate(async () => (await (await fetch('/wps/cashier/withdrawals')).json()) as { value: { orderNo: string }[] });
      await adminCall('POST', '/cashier/withdrawals/pay', { orderNo: newest.value[0]!.orderNo });
      await page.reload();
      await expect.poll(() => centre.getByTestId('withdrawal-status').first().textContent(), { timeout: 20_000 }).toBe(t('ty', 'withdraw.status.paid'));
    };

    // the second is reported not received: a GIF is refused, a PNG is the proof
    await requestAndPay('100000', 600_000);
    await centre
      .getByRole('radio', { name: t('ty', 'withdraw.answer.not_received') })
      .first()
      .check();
    const proof = centre.getByLabel(t('ty', 'withdraw.proof'));
    await proof.setInputFiles({ name: 'proof.gif', mimeType: 'image/gif', buffer: Buffer.from('GIF89a....') });
    await centre.getByText(t('ty', 'withdraw.errors.proofInvalid')).waitFor();
    const png = Buffer.from(
      '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8cfc0f01f0005000201d2b3a3c10000000049454e44ae426082',
      'hex',
    );
    await proof.setInputFiles({ name: 'proof.png', mimeType: 'image/png', buffer: png });
    await centre
      .getByRole('button', { name: t('ty', 'withdraw.sendAnswer') })
      .first()
      .click();
    await expect.poll(() => centre.getByTestId('withdrawal-status').first().textContent()).toBe(t('ty', 'withdraw.status.not_received'));
    // a forced or answered receipt is not refunded: the balance stays
    expect(digits(await page.getByTestId('balance').textContent())).toBe(600_000);

    // the third is left alone: once the brand's minutes have passed (the Cron Trigger's run, 31 minutes on) it counts as received
    await requestAndPay('150000', 450_000);
    await adminCall('POST', '/cashier/withdrawals/auto-confirm', { now: Date.now() + 31 * 60_000 });
    await page.reload();
    await expect.poll(() => centre.getByTestId('withdrawal-status').first().textContent(), { timeout: 20_000 }).toBe(t('ty', 'withdraw.status.auto_received'));
    expect(digits(await page.getByTestId('balance').textContent())).toBe(450_000);
    await expectCleanVisit(visit);
  });

  it('personal P&L: the day of two rounds with its stake, win and net, the chart drawn, the CSV exported', async () => {
    const m = await makeMember();
    const visit = await visitor({ width: 390, height: 844 });
    const { page } = visit;
    await signIn(page, m.username, m.password);
    // two rounds of a slot, played through the vendor stand-in's wallet callbacks
    const p = await playerOf(m.username, m.password);
    const rounds = await roundsFor(p, 2);
    const base = { memberId: p.id, merchantCode: 'DEMO' };
    await walletCallback({ ...base, roundId: rounds[0]!, action: 'debit', amount: 10_000 });
    await walletCallback({ ...base, roundId: rounds[1]!, action: 'debit', amount: 20_000 });
    await walletCallback({ ...base, roundId: rounds[1]!, action: 'credit', amount: 50_000 });
    await page.goto('/?centre=member/personalProfit', { waitUntil: 'load' });
    const centre = page.getByRole('dialog', { name: t('ty', 'centre.member.title') });
    await centre.getByRole('heading', { name: t('ty', 'centre.member.personalProfit') }).waitFor();
    const totals = centre.getByTestId('profit-totals');
    await totals.waitFor();
    expect(await totals.textContent()).toMatch(/30\.000.*50\.000.*20\.000/);
    await centre.locator('.profit-chart canvas').first().waitFor();
    const [download] = await Promise.all([page.waitForEvent('download'), centre.getByRole('button', { name: t('ty', 'records.exportCsv') }).click()]);
    const text = await new Response((await download.createReadStream()) as unknown as ReadableStream).text();
    expect(text).toMatch(/\d{4}-\d{2}-\d{2},30000,50000,0,20000/);
    expect(text.split('\r\n')[0]).toBe(csvHeader('profit.day', 'profit.stake', 'profit.win', 'profit.bonus', 'profit.net'));
    await screenshot(page, 'personal-profit-390x844.png');
    await expectCleanVisit(visit);
  });

  it('betting record: two rounds played in a slot, newest first, a row opens its provably-fair seeds', async () => {
    const m = await makeMember();
    const visit = await visitor({ width: 1280, height: 800 });
    const { page } = visit;
    await signIn(page, m.username, m.password);
    const p = await playerOf(m.username, m.password);
    const session = await openSlot(p);
    for (const bet of [1_000, 2_000]) {
      const commit = await vendor<{ roundId: string }>('commit', {}, session);
      await vendor('play', { roundId: commit.value.roundId, clientSeed: 'e2e-seed', bet }, session);
    }
    await page.goto('/?centre=member/personalHistoryCopy', { waitUntil: 'load' });
    const centre = page.getByRole('dialog', { name: t('ty', 'centre.member.title') });
    const table = centre.locator('table.records-table');
    await table.waitFor();
    await expect.poll(() => table.locator('tbody tr').count()).toBe(2);
    expect(await centre.getByTestId('bets-totals').textContent()).toContain('3.000');
    await table.locator('tbody tr').first().getByRole('button').click();
    await centre.getByText(t('ty', 'bets.serverSeedHash')).waitFor();
    await centre.getByText('e2e-seed').waitFor();
    await screenshot(page, 'betting-record-1280x800.png');
    const bets = await exportCsv(page, centre);
    expect(bets.file).toMatch(/^bets-\d{4}-\d{2}-\d{2}-\d{4}-\d{2}-\d{2}\.csv$/);
    expect(bets.text.split('\r\n')[0]).toBe(csvHeader('records.time', 'bets.game', 'bets.vendor', 'bets.stake', 'bets.win', 'bets.id'));
    expect(bets.text.split('\r\n').filter(Boolean)).toHaveLength(3);
    expect(bets.bom).toBe(true);

    // a points bonus: bonusDetails shows its turnover requirement (rounds placed before it do not count)
    await adminCall('POST', '/promotions/points', { merchantCode: 'DEMO', username: m.username, points: 500 });
    const redeemed = await fetch(`${GATEWAY_URL}/wps/points/redeem`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'X-Merchant-Code': 'DEMO', 'X-Client-IP': p.ip, Authorization: `Bearer ${p.token}` },
      body: JSON.stringify({ itemId: 2, requestId: crypto.randomUUID() }),
    });
    expect(redeemed.status).toBe(200);
    await centre
      .getByRole('navigation')
      .getByRole('button', { name: t('ty', 'centre.member.bonusDetails') })
      .click();
    const bonus = centre.getByTestId('bonus');
    await bonus.waitFor();
    expect(await bonus.textContent()).toContain('50.000');
    expect(await bonus.getByRole('progressbar').getAttribute('value')).toBe('0');
    await expectCleanVisit(visit);
  });

  it('transfer to the upline agent: payment password, amount, balance down once', async () => {
    const username = `tu${Date.now() % 1_000_000_000}`;
    await adminCall('POST', '/members', { merchantCode: 'DEMO', username, password: 'Start1234', opening: 500_000, affiliateCode: 'DEMOAGENT' });
    const visit = await visitor({ width: 390, height: 844 });
    const { page } = visit;
    await signIn(page, username, 'Start1234');
    await page.goto('/?centre=member/transferUpline', { waitUntil: 'load' });
    const centre = page.getByRole('dialog', { name: t('ty', 'centre.member.title') });
    await centre.getByRole('heading', { name: t('ty', 'withdraw.setPassword') }).waitFor();
    await centre.getByLabel(t('ty', 'withdraw.paymentPassword'), { exact: true }).fill('135790');
    await centre.getByLabel(t('ty', 'withdraw.paymentPasswordAgain')).fill('135790');
    await centre.getByRole('button', { name: t('ty', 'withdraw.save') }).click();
    await centre.getByTestId('upline').filter({ hasText: 'Demo Agent' }).waitFor();
    await centre.getByLabel(t('ty', 'cashier.amount'), { exact: true }).fill('100000');
    await centre.getByLabel(t('ty', 'withdraw.paymentPassword'), { exact: true }).fill('135790');
    await centre
      .locator('form.withdraw-form')
      .getByRole('button', { name: t('ty', 'transfer.submit') })
      .click();
    await centre.getByRole('status').filter({ hasText: '100.000' }).waitFor();
    await expect.poll(async () => digits(await page.getByTestId('balance').textContent())).toBe(400_000);
    await expectCleanVisit(visit);
  });
});
