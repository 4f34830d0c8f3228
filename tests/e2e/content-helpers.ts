/** Helpers of the content e2e tests: a logged-in home page (the session cookie, no login dialog), the side menu. */
import type { Page } from 'playwright-core';
import { t } from './browser';
import { signIn } from './login-helpers';

export const logIn = (page: Page, username: string, password: string) => signIn(page, username, password);

/** The side menu's customer-service group (desktop layout: the menu is always shown). */
export const sideMenu = (page: Page) => page.getByRole('complementary', { name: t('ty', 'layout.sideMenu') });
