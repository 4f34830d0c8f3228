/**
 * Promotions, the point mall and app downloads as a player meets them: the type filter,
 * an application with images checked in the browser (and by the gateway), join and
 * claim, a redeem that changes the points balance, and the download modal's QR codes
 * decoding to the brand's resource links. Every page hydrates without warnings, errors
 * or CSP violations.
 */
import { describe, expect, it } from 'vitest';
import type { Whitelabel } from '@shared/api';
import { browserOfFile, exact, expectCleanVisit, newVisitor, PORTAL_URL, screenshot, t, untilIdle, type Visit, waitForHydration } from './browser';
import { adminGet, decodeQr, freshMember, gifFile, grantPoints, loginThroughHeader, pngFile, reviewActivity, tr } from './promos-helpers';
import { seeded } from './content-i18n-helpers';
import { playFree } from './login-helpers';

const browser = browserOfFile();

/** Data loads after hydration: poll for up to 10 s. */
const poll = <T>(fn: () => Promise<T> | T) => expect.poll(fn, { timeout: 10_000, interval: 100 });

const cardTitles = (visit: Visit) => visit.page.getByRole('main').getByRole('article').getByRole('heading', { level: 2 }).allTextContents();

describe('promotions', () => {
  it('filters by type: SSR of ?type=new_player, then tabs change the list and the URL without a reload', async () => {
    const visit = await newVisitor(browser);
    const { page } = visit;
    try {
      const res = await page.goto('/promotions?type=new_player', { waitUntil: 'load' });
      expect(res?.status()).toBe(200);
      // the server already rendered the filtered list
      const html = await res!.text();
      // titles in the page's language (TY: Vietnamese)
      const title = (id: number) => seeded('promotion', id, 'title', 'ty');
      expect(html).toContain(title(1));
      expect(html).not.toContain(title(6));
      await waitForHydration(page);
      expect((await cardTitles(visit)).sort()).toEqual([title(4), title(1)].sort());
      const tabs = page.getByRole('navigation', { name: t('ty', 'promo.filter') });
      expect(await tabs.getByRole('link', { name: t('ty', 'promo.category.new_player') }).getAttribute('aria-current')).toBe('page');

      await page.evaluate(() => ((globalThis as unknown as { __noReload: number }).__noReload = 1));
      await tabs.getByRole('link', { name: t('ty', 'promo.category.casino') }).click();
      await page.waitForURL('**/promotions?type=casino');
      await poll(() => cardTitles(visit).then((l) => l.sort())).toEqual([title(6), title(8)].sort());
      await tabs.getByRole('link', { name: exact(t('ty', 'promo.category.all')) }).click();
      await page.waitForURL(/\/promotions$/);
      await poll(() => cardTitles(visit).then((l) => l.length)).toBe(8);
      expect(await page.evaluate(() => (globalThis as unknown as { __noReload?: number }).__noReload)).toBe(1);
      // a visitor sees the promotions' own states
      const main = page.getByRole('main');
      expect(await main.getByText(t('ty', 'promo.state.coming_soon'), { exact: true }).count()).toBe(2);
      expect(await main.getByText(t('ty', 'promo.state.closed'), { exact: true }).count()).toBe(1);
      await screenshot(page, 'promotions-1280x800.png');
      await expectCleanVisit(visit);
    } finally {
      await visit.context.close();
    }
  });

  it('a visitor who joins gets the login dialog', async () => {
    const visit = await newVisitor(browser);
    const { page } = visit;
    try {
      await page.goto('/promoDetail?id=1', { waitUntil: 'load' });
      await waitForHydration(page);
      await page.getByRole('button', { name: t('ty', 'promo.join') }).click();
      await page.getByRole('dialog', { name: t('ty', 'auth.login') }).waitFor();
      await expectCleanVisit(visit);
    } finally {
      await visit.context.close();
    }
  });

  it('a trial account that joins gets the in_need_true_account warning', async () => {
    const visit = await newVisitor(browser);
    const { page } = visit;
    try {
      await playFree(page);
      await page.goto('/promoDetail?id=2', { waitUntil: 'load' });
      await waitForHydration(page);
      await page.getByRole('button', { name: t('ty', 'promo.join') }).click();
      const warning = page.getByRole('dialog', { name: t('ty', 'auth.warningTitle') });
      await warning.getByText(t('ty', 'auth.inNeedTrueAccount')).waitFor();
      await warning.getByRole('button', { name: t('ty', 'auth.inIncreaseSubmit') }).click();
      await poll(() => warning.count()).toBe(0);
      // nothing was sent: still open to join
      expect(await page.getByRole('main').getByText(t('ty', 'promo.state.applying'), { exact: true }).count()).toBe(1);
      await expectCleanVisit(visit);
    } finally {
      await visit.context.close();
    }
  });

  it('an application refuses a gif, a 6 MB image and a 4th image with their messages, keeps the comment, and is accepted with 3 images', async () => {
    const member = await freshMember();
    const visit = await newVisitor(browser, { width: 390, height: 844 });
    const { page } = visit;
    try {
      await loginThroughHeader(page, member.username, member.password, '/promoDetail?id=1');
      await page.getByRole('button', { name: t('ty', 'promo.join') }).click();
      const dialog = page.getByRole('dialog', { name: tr('promo.apply.title', { title: seeded('promotion', 1, 'title', 'ty') }) });
      const comment = dialog.getByLabel(t('ty', 'promo.apply.comment'));
      await comment.fill('Nạp lần đầu 200.000');
      const files = dialog.getByLabel(t('ty', 'promo.apply.images'));
      const alert = dialog.getByRole('alert');
      const chosen = dialog.getByRole('list', { name: t('ty', 'promo.apply.chosen') }).getByRole('listitem');

      await files.setInputFiles([gifFile('receipt.gif')]);
      await poll(() => alert.textContent()).toBe(t('ty', 'promo.errors.imageType'));
      await files.setInputFiles([pngFile('big.png', 6 * 1024 * 1024)]);
      await poll(() => alert.textContent()).toBe(t('ty', 'promo.errors.imageTooLarge'));
      expect(await chosen.count()).toBe(0);

      await files.setInputFiles([pngFile('one.png'), pngFile('two.png')]);
      await files.setInputFiles([{ ...pngFile('three.jpg'), mimeType: 'image/jpeg', buffer: Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 16]) }]);
      await poll(() => chosen.count()).toBe(3);
      expect(await alert.count()).toBe(0);
      await files.setInputFiles([pngFile('four.png')]);
      await poll(() => alert.textContent()).toBe(t('ty', 'promo.errors.tooManyImages'));
      expect(await chosen.count()).toBe(3);
      expect(await comment.inputValue()).toBe('Nạp lần đầu 200.000');
      await screenshot(page, 'promo-application-390x844.png');

      await dialog.getByRole('button', { name: t('ty', 'promo.apply.submit') }).click();
      await page
        .getByRole('status')
        .filter({ hasText: t('ty', 'promo.applied') })
        .waitFor();
      expect(await dialog.count()).toBe(0);
      await poll(() => page.getByRole('main').getByText(t('ty', 'promo.state.processing'), { exact: true }).count()).toBe(1);
      // the gateway stored the three images
      const stored = await adminGet<{ images: { contentType: string }[] }>(
        `/promotions/application?merchantCode=DEMO&username=${member.username}&promotionId=1`,
      );
      expect(stored.images.map((i) => i.contentType)).toEqual(['image/png', 'image/png', 'image/jpeg']);
      // and the state survives a reload
      await page.reload({ waitUntil: 'load' });
      await poll(() => page.getByRole('main').getByText(t('ty', 'promo.state.processing'), { exact: true }).count()).toBe(1);
      expect(await page.getByRole('button', { name: t('ty', 'promo.join') }).count()).toBe(0);
      await expectCleanVisit(visit);
    } finally {
      await visit.context.close();
    }
  });

  it('signs up, and claims the bonus once it is issued', async () => {
    const member = await freshMember(0);
    const visit = await newVisitor(browser);
    const { page } = visit;
    try {
      await loginThroughHeader(page, member.username, member.password, '/promoDetail?id=2');
      await page.getByRole('button', { name: t('ty', 'promo.join') }).click();
      await page
        .getByRole('status')
        .filter({ hasText: t('ty', 'promo.joined') })
        .waitFor();
      await poll(() => page.getByRole('main').getByText(t('ty', 'promo.state.signed'), { exact: true }).count()).toBe(1);
      await reviewActivity(member.username, 2, 'issued');
      await page.reload({ waitUntil: 'load' });
      await page.getByRole('button', { name: t('ty', 'promo.claim') }).click();
      await page
        .getByRole('status')
        .filter({ hasText: t('ty', 'promo.claimed') })
        .waitFor();
      await poll(() => page.getByRole('main').getByText(t('ty', 'promo.state.claimed'), { exact: true }).count()).toBe(1);
      await poll(() => page.getByTestId('balance').textContent()).toMatch(/50\.000/);
      await expectCleanVisit(visit);
    } finally {
      await visit.context.close();
    }
  });

  it('shows the new_player slider on /register', async () => {
    const visit = await newVisitor(browser, { width: 390, height: 844 });
    const { page } = visit;
    try {
      const res = await page.goto('/register', { waitUntil: 'load' });
      expect(await res!.text()).toContain(seeded('promotion', 4, 'title', 'ty'));
      await waitForHydration(page);
      const slider = page.getByRole('region', { name: t('ty', 'promo.newPlayerSlider') });
      await poll(() => slider.getByRole('link').count()).toBe(2);
      // two slides: it autoplays (5000 ms) to the second one
      const offset = () =>
        slider.evaluate(
          (el) =>
            (el as unknown as { querySelector: (s: string) => { style: { transform: string } } | null }).querySelector('.swiper-wrapper')?.style.transform ??
            '',
        );
      // Swiper has set its position (wherever autoplay has got to on a slow machine) ...
      await poll(offset).toMatch(/translate3d\(/);
      const before = await offset();
      // ... and moves to the other slide within one 5000 ms autoplay delay and its transition
      await expect.poll(offset, { timeout: 12_000, interval: 250 }).not.toBe(before);
      await screenshot(page, 'register-slider-390x844.png');
      await expectCleanVisit(visit);
    } finally {
      await visit.context.close();
    }
  });
});

describe('point mall', () => {
  it('redeems after confirmation: the points balance goes down and the history shows it', async () => {
    const member = await freshMember();
    await grantPoints(member.username, 1000);
    const visit = await newVisitor(browser);
    const { page } = visit;
    try {
      await loginThroughHeader(page, member.username, member.password, '/pointMall');
      const balance = page.getByRole('region', { name: t('ty', 'points.balance') });
      await poll(() => balance.getByText(tr('points.value', { points: '1.000' })).count()).toBe(1);
      await page.getByRole('button', { name: tr('points.redeemItem', { name: seeded('point_item', 2, 'name', 'ty') }) }).click();
      const confirm = page.getByRole('dialog', { name: t('ty', 'points.confirmTitle') });
      await confirm.getByText(tr('points.confirmText', { name: seeded('point_item', 2, 'name', 'ty'), points: '450' })).waitFor();
      await confirm.getByRole('button', { name: t('ty', 'points.confirm') }).click();
      await poll(() => balance.getByText(tr('points.value', { points: '550' })).count()).toBe(1);
      await page
        .getByRole('status')
        .filter({ hasText: tr('points.redeemed', { name: seeded('point_item', 2, 'name', 'ty') }) })
        .waitFor();
      await page.getByRole('tab', { name: t('ty', 'points.tab.history') }).click();
      const history = page.getByRole('group', { name: t('ty', 'points.history') });
      await poll(() => history.getByRole('row').count()).toBe(2);
      expect(await history.getByRole('cell', { name: t('ty', 'points.status.approved') }).count()).toBe(1);
      // the wallet got the amount
      await poll(() => page.getByTestId('balance').textContent()).toMatch(/150\.000/);
      await expectCleanVisit(visit);
    } finally {
      await visit.context.close();
    }
  });
});

describe('downloads', () => {
  it('/down shows the Android and iOS install guides, 4 steps each', async () => {
    const visit = await newVisitor(browser, { width: 390, height: 844 });
    const { page } = visit;
    try {
      const res = await page.goto('/down', { waitUntil: 'load' });
      expect(res?.status()).toBe(200);
      await waitForHydration(page);
      const main = page.getByRole('main');
      expect(await main.getByRole('tabpanel').getByRole('listitem').count()).toBe(4);
      expect(await main.getByRole('img', { name: t('ty', 'download.android.qr') }).count()).toBe(1);
      await main.getByRole('tab', { name: t('ty', 'download.ios') }).click();
      await main.getByText(t('ty', 'download.ios.step2')).waitFor();
      expect(await main.getByRole('tabpanel').getByRole('listitem').count()).toBe(4);
      await screenshot(page, 'download-390x844.png');
      await expectCleanVisit(visit);
    } finally {
      await visit.context.close();
    }
  });

  it('the download modal shows QR codes (size 100) that decode to the Android and iOS resource links', async () => {
    const whitelabel = ((await (await fetch(`${PORTAL_URL}/wps/system/whitelabel`)).json()) as { value: Whitelabel }).value;
    const android = whitelabel.resources.find((r) => r.resourceType === 'Android')!.url;
    const ios = whitelabel.resources.find((r) => r.resourceType === 'MOBILECONFIG')!.url;
    const context = await browser.newContext({ baseURL: PORTAL_URL, viewport: { width: 1280, height: 800 }, deviceScaleFactor: 2, locale: 'en-US' });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
    page.on('pageerror', (e) => errors.push(String(e)));
    try {
      await page.goto('/', { waitUntil: 'load' });
      await waitForHydration(page);
      const menu = page.getByRole('complementary', { name: t('ty', 'layout.sideMenu') });
      // the side menu's own QR codes, size 100
      const sideQr = menu.getByRole('img', { name: t('ty', 'download.android') });
      expect(await sideQr.boundingBox()).toMatchObject({ width: 100, height: 100 });
      expect(await decodeQr(sideQr)).toBe(android);

      await menu.getByRole('button', { name: t('ty', 'download.openGuide') }).click();
      const dialog = page.getByRole('dialog', { name: t('ty', 'download.title') });
      const steps = dialog.getByRole('tabpanel').getByRole('listitem');
      // the guide is a chunk of its own: wait for it rather than count at once
      await steps.first().waitFor();
      expect(await steps.count()).toBe(4);
      const qr = dialog.getByRole('img', { name: t('ty', 'download.android.qr') });
      expect(await qr.boundingBox()).toMatchObject({ width: 100, height: 100 });
      expect(await decodeQr(qr)).toBe(android);

      await dialog.getByRole('tab', { name: t('ty', 'download.ios') }).click();
      expect(await dialog.getByRole('tab', { name: t('ty', 'download.ios') }).getAttribute('aria-selected')).toBe('true');
      expect(await steps.count()).toBe(4);
      expect(await decodeQr(dialog.getByRole('img', { name: t('ty', 'download.ios.qr') }))).toBe(ios);
      await screenshot(page, 'download-modal-1280x800.png');
      // the link really downloads
      expect((await fetch(ios)).status).toBe(200);
      await page.keyboard.press('Escape');
      await poll(() => dialog.count()).toBe(0);
      // the social links of the four networks, only on their own hosts
      const social = menu.getByRole('list', { name: t('ty', 'download.social') }).getByRole('link');
      expect(await social.count()).toBe(4);
      for (const href of await social.evaluateAll((links) => links.map((a) => (a as unknown as { href: string }).href))) {
        expect(new URL(href).hostname).toMatch(/^(wa\.me|www\.facebook\.com|www\.instagram\.com|t\.me)$/);
      }
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('on a phone the side menu draws its QR codes only when its drawer opens, with the download link there before', async () => {
    const visit = await newVisitor(browser, { width: 390, height: 844 });
    const { page } = visit;
    try {
      await page.goto('/', { waitUntil: 'load' });
      await waitForHydration(page);
      const menu = page.getByRole('complementary', { name: t('ty', 'layout.sideMenu') });
      // hidden with the menu (so out of the accessibility tree: found by class here): no code
      // drawn, a blank place of its size and the link instead
      await untilIdle(page);
      expect(await page.locator('.app-download-menu .app-qr svg').count()).toBe(0);
      expect(await page.locator('.app-download-menu .app-qr-place').count()).toBe(2);
      await page
        .getByRole('navigation', { name: t('ty', 'mobile.tabBar') })
        .getByRole('button', { name: t('ty', 'mobile.tab.games') })
        .click();
      const sideQr = menu.getByRole('img', { name: t('ty', 'download.android') });
      expect(await sideQr.boundingBox()).toMatchObject({ width: 100, height: 100 });
      const whitelabel = ((await (await fetch(`${PORTAL_URL}/wps/system/whitelabel`)).json()) as { value: Whitelabel }).value;
      expect(await decodeQr(sideQr)).toBe(whitelabel.resources.find((r) => r.resourceType === 'Android')!.url);
      expect(await page.locator('.app-download-menu .app-qr-place').count()).toBe(0);
      await expectCleanVisit(visit);
    } finally {
      await visit.context.close();
    }
  });
});
