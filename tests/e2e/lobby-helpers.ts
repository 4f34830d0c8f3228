/** Helpers of the lobby e2e tests: throwaway accounts, header login, the list's card names. */
import type { Page } from 'playwright-core';
import { GATEWAY_URL, t, waitForHydration } from './browser';
import { logInThroughHeader, signIn } from './login-helpers';
import { OPERATOR_HEADERS } from '../setup/operator';

const runId = Math.random().toString(36).slice(2, 7);
let counter = 0;

/** A fresh DEMO account (type 0 member, 4 trial) made through the gateway's operator API. */
export async function makeAccount(type = 0): Promise<{ username: string; password: string }> {
  counter += 1;
  const account = { username: `lob${runId}${counter}`, password: 'Start1234' };
  const res = await fetch(`${GATEWAY_URL}/__admin/members`, {
    method: 'POST',
    headers: OPERATOR_HEADERS,
    body: JSON.stringify({ merchantCode: 'DEMO', type, ...account }),
  });
  if (res.status !== 200) throw new Error(`makeAccount answered ${res.status}: ${await res.text()}`);
  return account;
}

/** Logs in through the header's login dialog on the page already open, and waits for the balance. */
export const logIn = (page: Page, account: { username: string; password: string }) => logInThroughHeader(page, account.username, account.password);

/** Opens `url` logged in with the account's session cookie, for tests not about the login (no dialog, no welcome). */
export const openLoggedIn = (page: Page, account: { username: string; password: string }, url = '/') =>
  signIn(page, account.username, account.password, { url });

/** The game-list section of a lobby (not the lanes or favourites). */
export const gameList = (page: Page) =>
  page.getByRole('main').getByRole('region', { name: new RegExp(`^(${t('ty', 'lobby.allGames')}|${t('ty', 'lobby.hotGames')})`) });

export const cardNames = async (page: Page) =>
  (await gameList(page).getByRole('article').getByRole('heading', { level: 3 }).allTextContents()).map((s) => s.trim());

export const favouritesLane = (page: Page) => page.getByRole('main').getByRole('region', { name: t('ty', 'lobby.favourites') });

/** The lobby's filter form, once React has hydrated it (before that it is a plain GET form). */
export async function filtersReady(page: Page) {
  await waitForHydration(page);
  await page.locator('form[role=search][data-hydrated]').waitFor();
  return page.getByRole('search', { name: t('ty', 'lobby.filters') });
}
