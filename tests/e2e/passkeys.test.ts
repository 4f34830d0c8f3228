/**
 * Passkeys as a player meets them, in Chromium with a virtual authenticator (DevTools Protocol
 * WebAuthn domain: a platform authenticator with resident keys and user verification): add one
 * in my account, log out, sign in with it from the login dialog; a passkey of one brand refused
 * on another brand's host; removed, it no longer signs in.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { browserOfFile, newVisitor, PORTAL_URL, screenshot, t, untilIdle, waitForHydration } from './browser';
import { adminCall, makeMember, openLogin } from './login-helpers';

const browser = browserOfFile();
// Lucky Star (DEMO2) on localhost, and its members-only brand on guard.localhost: browsers allow
// passkeys on localhost names (a secure context), not on an IP address such as Demo Club's
const LUCKY = PORTAL_URL.replace('127.0.0.1', 'localhost');
const GUARD = PORTAL_URL.replace('127.0.0.1', 'guard.localhost');
const en = (key: string) => t('en', key);

/** A session cookie of the member on `origin`, from the portal's own login call. */
async function sid(origin: string, username: string, password: string) {
  const res = await fetch(`${origin}/wps/session/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin },
    body: JSON.stringify({ type: 'username', username, password }),
  });
  const value = res.headers
    .getSetCookie()
    .map((c) => /^sid=([^;]+)/.exec(c)?.[1])
    .find(Boolean);
  if (!value) throw new Error(`login of ${username} on ${origin}: ${res.status} ${await res.text()}`);
  return value;
}

/**
 * A visitor whose page has a virtual platform authenticator. Chromium answers a conditional
 * (autofill) request from it at once, without the player picking anything: with `autofill` off
 * the page sees a browser without autofill of passkeys, so the login dialog's button is what
 * signs in (and the test of the autofill leaves it on).
 */
async function visitorWithAuthenticator({ autofill }: { autofill: boolean }) {
  const visit = await newVisitor(browser);
  if (!autofill) await visit.context.addInitScript('PublicKeyCredential.isConditionalMediationAvailable = async () => false');
  await visit.context.unrouteAll();
  await visit.context.route(/^(?!https?:\/\/(127\.0\.0\.1|localhost|guard\.localhost)(:\d+)?\/)/, (route) => route.abort());
  const cdp = await visit.context.newCDPSession(visit.page);
  await cdp.send('WebAuthn.enable', { enableUI: false });
  const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
  const credentials = async () => (await cdp.send('WebAuthn.getCredentials', { authenticatorId })).credentials;
  const addCredential = (credential: object) => cdp.send('WebAuthn.addCredential', { authenticatorId, credential: credential as never });
  return { ...visit, credentials, addCredential };
}

const loggedIn = (page: Page) => page.getByTestId('balance').filter({ hasText: /\d/ }).waitFor({ timeout: 30_000 });

async function openSecurityCenter(page: Page) {
  await page.goto(`${LUCKY}/?centre=member/securityCenter`, { waitUntil: 'load' });
  await waitForHydration(page);
  const panel = page.getByRole('region', { name: en('passkeys.title') });
  await panel.waitFor();
  return panel;
}

/** The login form's "Sign in with a passkey": the header's dialog on Lucky Star, the /login page on the members-only brand (its login guard). */
async function passkeyButton(page: Page, origin: string) {
  const guarded = origin === GUARD;
  await page.goto(`${origin}${guarded ? '/login' : '/'}`, { waitUntil: 'load' });
  await waitForHydration(page);
  if (!guarded)
    await page
      .getByRole('banner')
      .getByRole('button', { name: en('auth.login') })
      .click();
  const dialog = guarded ? page.getByRole('main') : page.getByRole('dialog', { name: en('auth.login') });
  await dialog.waitFor();
  expect(await dialog.getByLabel(en('register.field.username')).getAttribute('autocomplete')).toBe('username webauthn');
  return { dialog, button: dialog.getByRole('button', { name: en('login.passkey') }) };
}

/**
 * Adds a passkey named `name` in the panel: the name, "Add", then the proof a change of the
 * second factor needs (an account without one: its login password, asked for in the same form).
 */
async function addInPanel(panel: ReturnType<Page['getByRole']>, name: string, password: string) {
  await panel.getByLabel(en('passkeys.name')).fill(name);
  await panel.getByRole('button', { name: en('passkeys.add') }).click();
  await panel.getByText(en('secondFactor.neededPassword')).waitFor();
  expect(await panel.getByLabel(en('passkeys.name')).inputValue()).toBe(name);
  await panel.getByLabel(en('secondFactor.loginPassword')).fill(password);
  await panel.getByRole('button', { name: en('passkeys.add') }).click();
}

/** A member of Lucky Star with a passkey made in my account, and the credential as the authenticator keeps it. */
async function memberWithPasskey() {
  const m = await makeMember({}, 'DEMO2');
  const visit = await visitorWithAuthenticator({ autofill: false });
  try {
    await visit.context.addCookies([{ name: 'sid', value: await sid(LUCKY, m.username, m.password), url: LUCKY, httpOnly: true, sameSite: 'Lax' }]);
    const panel = await openSecurityCenter(visit.page);
    await addInPanel(panel, 'Tablet', m.password);
    await panel.getByRole('listitem').filter({ hasText: 'Tablet' }).waitFor();
    return { m, credential: (await visit.credentials())[0]! };
  } finally {
    await visit.context.close();
  }
}

describe('passkeys', () => {
  it('adds a passkey in my account, signs in with it after logging out, is refused on another brand, and stops working once removed', async () => {
    const m = await makeMember({}, 'DEMO2');
    const visit = await visitorWithAuthenticator({ autofill: false });
    const { page, context } = visit;
    try {
      await context.addCookies([{ name: 'sid', value: await sid(LUCKY, m.username, m.password), url: LUCKY, httpOnly: true, sameSite: 'Lax' }]);
      let panel = await openSecurityCenter(page);
      await panel.getByText(en('passkeys.none')).waitFor();
      await addInPanel(panel, 'My phone', m.password);
      await panel.getByRole('status').filter({ hasText: 'My phone' }).waitFor();
      await panel
        .getByRole('listitem')
        .filter({ hasText: 'My phone' })
        .filter({ hasText: en('passkeys.neverUsed') })
        .waitFor();
      const made = await visit.credentials();
      expect(made).toHaveLength(1);
      expect(made[0]).toMatchObject({ isResidentCredential: true, rpId: 'localhost' });

      // log out: the session ends
      await context.clearCookies({ name: 'sid' });
      let { dialog, button } = await passkeyButton(page, LUCKY);
      await button.click();
      await dialog.waitFor({ state: 'detached', timeout: 30_000 });
      await loggedIn(page);
      const session = (await context.cookies(LUCKY)).find((c) => c.name === 'sid');
      expect(session?.httpOnly).toBe(true);
      expect(await page.evaluate<string>('document.cookie')).not.toMatch(/sid=|pkflow=/);
      panel = await openSecurityCenter(page);
      await panel
        .getByRole('listitem')
        .filter({ hasText: 'My phone' })
        .getByText(/^Last used /)
        .waitFor();

      // the members-only brand (same merchant, its own host) does not accept Lucky Star's passkey:
      // the browser has none for its RP ID, and an answer made for localhost is refused by the gateway
      ({ dialog, button } = await passkeyButton(page, GUARD));
      await button.click();
      await expect.poll(() => button.isEnabled(), { timeout: 20_000 }).toBe(true);
      const forged = await page.evaluate(async () => {
        const options = (await (await fetch('/wps/session/login/passkey/options', { method: 'POST' })).json()) as {
          value: { challengeId: string; options: { challenge: string } };
        };
        const bytes = (s: string) => Uint8Array.from(atob(s.replace(/-/g, '+').replace(/_/g, '/')), (c) => c.charCodeAt(0));
        const b64 = (b: ArrayBuffer) =>
          btoa(String.fromCharCode(...new Uint8Array(b)))
            .replace(/\+/g, '-')
            .replace(/\//g, '_')
            .replace(/=+$/, '');
        let credential: PublicKeyCredential;
        try {
          credential = (await navigator.credentials.get({
            publicKey: { challenge: bytes(options.value.options.challenge), rpId: 'localhost', userVerification: 'preferred' },
          })) as PublicKeyCredential;
        } catch (error) {
          return { browserRefused: (error as Error).name };
        }
        const r = credential.response as AuthenticatorAssertionResponse;
        const response = {
          id: credential.id,
          rawId: b64(credential.rawId),
          type: 'public-key',
          response: {
            clientDataJSON: b64(r.clientDataJSON),
            authenticatorData: b64(r.authenticatorData),
            signature: b64(r.signature),
            userHandle: r.userHandle ? b64(r.userHandle) : undefined,
          },
          clientExtensionResults: {},
        };
        const res = await fetch('/wps/session/login/passkey', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ assertion: { challengeId: options.value.challengeId, response } }),
        });
        return { status: res.status, code: ((await res.json()) as { code: string }).code };
      });
      expect(forged).not.toHaveProperty('status', 200);
      if ('status' in forged) expect(forged).toEqual({ status: 401, code: 'PASSKEY_REFUSED' });
      expect((await context.cookies(GUARD)).find((c) => c.name === 'sid')).toBeUndefined();
      expect(await page.getByTestId('balance').count()).toBe(0);

      // removed, the passkey (still in the authenticator) no longer signs in
      panel = await openSecurityCenter(page);
      await panel.getByRole('button', { name: en('passkeys.removeNamed').replace('{{name}}', 'My phone') }).click();
      await panel.getByRole('button', { name: en('passkeys.confirmRemove').replace('{{name}}', 'My phone') }).click();
      // removing a factor needs a factor: the passkey itself answers
      await panel.getByText(en('secondFactor.neededPasskey')).waitFor();
      await panel.getByRole('button', { name: en('passkeys.secondStep.use') }).click();
      await panel.getByText(en('passkeys.none')).waitFor({ timeout: 30_000 });
      await context.clearCookies({ name: 'sid' });
      ({ dialog, button } = await passkeyButton(page, LUCKY));
      await button.click();
      await dialog
        .getByRole('alert')
        .filter({ hasText: en('auth.error.PASSKEY_REFUSED') })
        .waitFor({ timeout: 20_000 });
      expect(await page.getByTestId('balance').count()).toBe(0);
      expect(await visit.credentials()).toHaveLength(1);
    } finally {
      await context.close();
    }
  });

  it("the username field offers the passkey in the browser's autofill (conditional mediation), which signs in", async () => {
    const { m, credential } = await memberWithPasskey();
    const visit = await visitorWithAuthenticator({ autofill: true });
    try {
      await visit.addCredential(credential);
      // the dialog's username field asks the browser for passkeys; the virtual authenticator answers with this one
      const { page } = visit;
      await page.goto(`${LUCKY}/`, { waitUntil: 'load' });
      await waitForHydration(page);
      await page
        .getByRole('banner')
        .getByRole('button', { name: en('auth.login') })
        .click();
      await loggedIn(page);
      expect((await visit.context.cookies(LUCKY)).find((c) => c.name === 'sid')?.httpOnly).toBe(true);
      const info = await page.evaluate(async () => ((await (await fetch('/wps/member/info')).json()) as { value: { account: string } }).value.account);
      expect(info).toBe(m.username);
    } finally {
      await visit.context.close();
    }
  });

  it('a password login of an account with a passkey asks for it as the second step: "Use a passkey" finishes the login', async () => {
    const { m, credential } = await memberWithPasskey();
    const visit = await visitorWithAuthenticator({ autofill: false });
    try {
      await visit.addCredential(credential);
      const { page } = visit;
      const { dialog } = await passkeyButton(page, LUCKY);
      await dialog.getByLabel(en('register.field.username')).fill(m.username);
      await dialog.getByLabel(en('register.field.password'), { exact: true }).fill(m.password);
      await dialog
        .getByRole('button', { name: en('auth.login') })
        .last()
        .click();
      await dialog.getByText(en('passkeys.secondStep.text')).waitFor();
      expect(await page.getByTestId('balance').count()).toBe(0);
      await dialog.getByRole('button', { name: en('passkeys.secondStep.use') }).click();
      await loggedIn(page);
    } finally {
      await visit.context.close();
    }
  });

  it('a money step asks a member whose second factor is a passkey for it: "Use a passkey" in the payment-password form sets it, what was typed kept', async () => {
    // the member's session from before the passkey was added goes on: the money step is what asks for it
    const m = await makeMember({}, 'DEMO2');
    const visit = await visitorWithAuthenticator({ autofill: false });
    try {
      const { page, context } = visit;
      await context.addCookies([{ name: 'sid', value: await sid(LUCKY, m.username, m.password), url: LUCKY, httpOnly: true, sameSite: 'Lax' }]);
      const panel = await openSecurityCenter(page);
      await addInPanel(panel, 'Phone', m.password);
      await panel.getByRole('listitem').filter({ hasText: 'Phone' }).waitFor();
      // a passkey this session added proves none of its money steps for the brand's cool-off: past it
      await adminCall('POST', '/protection/clock', { merchantCode: 'DEMO2', username: m.username, advanceMs: 61 * 60_000 });
      // on to withdraw from the centre's own menu: the page renders in the browser, whose form is live at once
      const form = page.getByRole('dialog', { name: en('centre.member.title') });
      await form
        .getByRole('navigation')
        .getByRole('button', { name: en('centre.member.withdraw') })
        .click();
      await form.getByRole('heading', { name: en('withdraw.setPassword') }).waitFor();
      await form.getByLabel(en('withdraw.paymentPassword'), { exact: true }).fill('246801');
      await form.getByLabel(en('withdraw.paymentPasswordAgain')).fill('246801');
      await form.getByRole('button', { name: en('withdraw.save') }).click();
      // the step names the passkey, offers no code field, and keeps the PIN the player typed
      await form.getByText(en('secondFactor.neededPasskey')).waitFor();
      expect(await form.getByLabel(en('secondFactor.code')).count()).toBe(0);
      expect(await form.getByLabel(en('withdraw.paymentPasswordAgain')).inputValue()).toBe('246801');
      await form.getByRole('button', { name: en('passkeys.secondStep.use') }).click();
      await form.getByRole('heading', { name: en('withdraw.bindCard') }).waitFor({ timeout: 30_000 });
    } finally {
      await visit.context.close();
    }
  });

  it('renames a passkey in my account; the list shows the new name (390 and 1366 px)', async () => {
    const m = await makeMember({}, 'DEMO2');
    const visit = await visitorWithAuthenticator({ autofill: false });
    const { page, context } = visit;
    try {
      await page.setViewportSize({ width: 390, height: 844 });
      await context.addCookies([{ name: 'sid', value: await sid(LUCKY, m.username, m.password), url: LUCKY, httpOnly: true, sameSite: 'Lax' }]);
      const panel = await openSecurityCenter(page);
      await addInPanel(panel, 'Tablet', m.password);
      const item = panel.getByRole('listitem').filter({ hasText: 'Tablet' });
      await item.waitFor();
      await item.getByRole('button', { name: en('passkeys.renameNamed').replace('{{name}}', 'Tablet') }).click();
      const field = panel.getByLabel(en('passkeys.newName'));
      expect(await field.inputValue()).toBe('Tablet');
      // an empty name is refused in the form, the passkey keeps its name
      await field.fill('  ');
      await panel.getByRole('button', { name: en('passkeys.saveName') }).click();
      await panel.getByRole('alert').waitFor();
      await field.fill('Work tablet');
      await screenshot(page, 'passkey-rename-390x844.png');
      await panel.getByRole('button', { name: en('passkeys.saveName') }).click();
      await panel
        .getByRole('listitem')
        .filter({ hasText: 'Work tablet' })
        .getByRole('button', { name: en('passkeys.rename') })
        .waitFor();
      // the add form's status names the passkey as it is called now
      await panel.getByRole('status').filter({ hasText: 'Work tablet' }).waitFor();
      expect(
        await panel
          .getByRole('status')
          .filter({ hasText: /\bTablet\b/ })
          .count(),
      ).toBe(0);
      await page.setViewportSize({ width: 1366, height: 900 });
      await screenshot(page, 'passkeys-panel-1366x900.png');
    } finally {
      await context.close();
    }
  });

  it('on Demo Club, opened at 127.0.0.1, the login dialog offers no passkey sign-in and the panel says why no passkey can be added there', async () => {
    const m = await makeMember({});
    const visit = await visitorWithAuthenticator({ autofill: false });
    const { page, context } = visit;
    try {
      await page.setViewportSize({ width: 390, height: 844 });
      // a visitor's login dialog: the browser speaks WebAuthn, but refuses a passkey for an address
      const dialog = await openLogin(page, `${PORTAL_URL}/`);
      await dialog.getByLabel(t('ty', 'register.field.username')).waitFor();
      await untilIdle(page);
      expect(await dialog.getByRole('button', { name: t('ty', 'login.passkey') }).count()).toBe(0);
      await context.addCookies([{ name: 'sid', value: await sid(PORTAL_URL, m.username, m.password), url: PORTAL_URL, httpOnly: true, sameSite: 'Lax' }]);
      await page.goto(`${PORTAL_URL}/?centre=member/securityCenter`, { waitUntil: 'load' });
      await waitForHydration(page);
      const panel = page.getByRole('region', { name: t('ty', 'passkeys.title') });
      await panel
        .getByTestId('passkey-add-blocked')
        .filter({ hasText: t('ty', 'passkeys.ipHost') })
        .waitFor();
      expect(await panel.getByRole('button', { name: t('ty', 'passkeys.add') }).count()).toBe(0);
      expect(await panel.getByLabel(t('ty', 'passkeys.name')).count()).toBe(0);
      await panel.getByTestId('passkey-add-blocked').scrollIntoViewIfNeeded();
      await screenshot(page, 'passkeys-ip-host-390x844.png');
    } finally {
      await context.close();
    }
  });
});
