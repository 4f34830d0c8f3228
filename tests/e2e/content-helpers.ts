/** Helpers of the content e2e tests: log in through the header (answering a captcha if one is asked), the side menu. */
import type { Page } from 'playwright-core';
import { t } from './browser';
import { logInThroughHeader } from './login-helpers';

export const logIn = (page: Page, username: string, password: string) => logInThroughHeader(page, username, password, { url: '/' });

/** The side menu's customer-service group (desktop layout: the menu is always shown). */
export const sideMenu = (page: Page) => page.getByRole('complementary', { name: t('ty', 'layout.sideMenu') });
