/**
 * The member centre's remaining pages in Chromium as a new member (issue 12).
 * messageV2: the operator sends three messages; the header counts 3 unread; opening one
 * reads it and deleting another (unread) one takes it away, and the header count falls each time.
 */
import { describe, expect, it } from 'vitest';
import { browserForFile, expectCleanVisit, screenshot, t } from './browser';
import { adminCall, logInThroughHeader, makeMember } from './login-helpers';
import { axeViolations, openCentrePage } from './member-centre-helpers';

const { visitor } = browserForFile();

const headerUnread = (page: import('playwright-core').Page) => page.getByTestId('unread-messages').getAttribute('aria-label');
const unreadLabel = (n: number) => t('ty', 'content.unread').replace('{{count}}', String(n));

describe('platform messages (messageV2)', () => {
  it('reads and deletes messages; the header unread count falls', async () => {
    const m = await makeMember();
    for (const title of ['Khuyến mãi tuần', 'Bảo trì hệ thống', 'Chào mừng']) {
      await adminCall('POST', '/messages', { merchantCode: 'DEMO', username: m.username, title, content: `${title}: nội dung` });
      await new Promise((r) => setTimeout(r, 5));
    }
    const visit = await visitor({ width: 1280, height: 800 });
    const { page } = visit;
    await logInThroughHeader(page, m.username, m.password, { url: '/' });
    await expect.poll(() => headerUnread(page), { timeout: 15_000 }).toBe(unreadLabel(3));

    const centre = await openCentrePage(page, 'messageV2');
    const items = centre.getByTestId('message');
    await expect.poll(() => items.count()).toBe(3);
    expect(await items.locator('.message-toggle strong').allTextContents()).toEqual(['Chào mừng', 'Bảo trì hệ thống', 'Khuyến mãi tuần']);

    // opening the newest reads it
    const newest = centre.getByRole('button', { name: /^Chào mừng/ });
    expect(await newest.getAttribute('aria-expanded')).toBe('false');
    await newest.click();
    await centre.getByText('Chào mừng: nội dung').waitFor();
    await expect.poll(() => headerUnread(page), { timeout: 15_000 }).toBe(unreadLabel(2));
    await expect.poll(() => centre.getByTestId('messages-unread').textContent()).toBe(t('ty', 'messages.unreadCount').replace('{{count}}', '2'));
    expect(await axeViolations(page, 'dialog[open]')).toEqual([]);
    await screenshot(page, 'messages-1280x800.png');

    // deleting an unread one removes it and its unread mark
    await centre.getByRole('button', { name: t('ty', 'messages.deleteOne').replace('{{title}}', 'Bảo trì hệ thống') }).click();
    await expect.poll(() => items.count()).toBe(2);
    await expect.poll(() => headerUnread(page), { timeout: 15_000 }).toBe(unreadLabel(1));

    // the unread tab lists what is left unread; mark all read empties it
    await centre.getByRole('tab', { name: t('ty', 'messages.unread') }).click();
    await expect.poll(() => items.allTextContents()).toEqual([expect.stringContaining('Khuyến mãi tuần')]);
    await centre.getByRole('button', { name: t('ty', 'messages.readAll') }).click();
    await centre.getByText(t('ty', 'messages.noneUnread')).waitFor();
    await expect.poll(() => headerUnread(page), { timeout: 15_000 }).toBe(unreadLabel(0));

    // after a reload the deleted message stays gone
    await page.reload({ waitUntil: 'load' });
    const again = page.getByRole('dialog', { name: t('ty', 'centre.member.title') });
    await expect.poll(() => again.getByTestId('message').count(), { timeout: 15_000 }).toBe(2);
    expect(await again.getByText('Bảo trì hệ thống').count()).toBe(0);
    await expectCleanVisit(visit);
  });
});
