/**
 * Social login (docs/product.md 1, 2.4) with the two stand-in identity providers of the reference
 * gateway. The portal starts a login (POST /wps/session/social/{provider}/start) and sends
 * the browser to the provider's consent page (/social/{provider}/authorize on this origin).
 * On consent the gateway finds or makes the member linked to that provider account, starts
 * a session and sends the browser back to the portal with ?token=, which the edge worker
 * exchanges for its HttpOnly cookie; a member with a second factor is sent back with
 * ?pendingLogin= instead (no session), which only the starting browser can answer. A real deployment puts the provider's own OAuth pages
 * where the consent page is; the portal's side does not change.
 */
import { Hono } from 'hono';
import { socialStartSchema } from '@shared/schemas-login';
import { html } from 'hono/html';
import { brandName as brandNameOf, moduleOn } from '../domain/brand';
import { isSocialProvider, looksLikeEmail, PROVIDER_NAMES } from '../domain/recovery';
import { consentToSocialLogin, loginBindingOf, socialState, startSocialLogin, takeStartedLogin } from '../domain/social-login';
import { LOGIN_BINDING_HEADER } from '@shared/api/second-factor';
import type { AppEnv } from '../env';
import { answer } from '../lib/answer';
import { jsonBody } from '../lib/body';
import { fail } from '../lib/envelope';
import { clientIp, loginVisit } from '../lib/visitor';
import { answers } from '../lib/answers';

export const socialStart = new Hono<AppEnv>();

socialStart.post(
  '/:provider/start',
  answers('POST /wps/session/social/:provider/start', async (c) => {
    // the wrapper's context does not know the path: an unmatched parameter reads '' (no provider)
    const provider = c.req.param('provider') ?? '';
    if (!isSocialProvider(provider)) return fail(c, 404, 'NOT_FOUND', 'Unknown provider');
    const merchant = c.var.merchant.code;
    if (!(await moduleOn(c.env.DB, merchant, 'SOCIALLOGIN'))) return fail(c, 403, 'FEATURE_DISABLED', 'Social login is not offered');
    const body = await jsonBody(c, socialStartSchema);
    if (!body.ok) return body.response;
    const binding = await loginBindingOf(c.req.header(LOGIN_BINDING_HEADER));
    return answer(c, await startSocialLogin(c.env.DB, merchant, provider, body.data.returnUrl, clientIp(c), new URL(c.req.url).origin, binding));
  }),
);

// ---------------------------------------------------------------- the stand-in provider

export const socialProvider = new Hono<AppEnv>();

socialProvider.use('*', async (c, next) => {
  await next();
  c.header('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'; base-uri 'none'");
  c.header('Cache-Control', 'no-store');
  c.header('X-Content-Type-Options', 'nosniff');
  c.header('Referrer-Policy', 'no-referrer');
});

const STYLE = `body{font:16px system-ui,sans-serif;background:#f3f4f8;color:#1d1d2b;margin:0;display:grid;place-items:center;min-height:100vh}
main{background:#fff;border-radius:12px;padding:24px;max-width:360px;width:calc(100% - 32px);box-shadow:0 4px 24px #0002}
label{display:block;margin:16px 0 4px}input{width:100%;box-sizing:border-box;padding:10px;font:inherit;border:1px solid #999;border-radius:6px}
.actions{display:flex;gap:8px;margin-top:16px}button{flex:1;padding:10px;font:inherit;border-radius:6px;border:1px solid #555;background:#fff;cursor:pointer}
button[value=allow]{background:#1a56db;color:#fff;border-color:#1a56db}.error{color:#b00020}small{color:#555}`;

function consentPage(provider: keyof typeof PROVIDER_NAMES, state: string, brand: string, error = '', email = '') {
  const name = PROVIDER_NAMES[provider];
  return html`<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>Sign in with ${name}</title><style>${STYLE}</style></head>
<body><main>
<h1>Sign in with ${name}</h1>
<p><small>Local stand-in identity provider of the reference gateway (development only).</small></p>
<p>${brand} wants to sign you in with your ${name} account.</p>
<form method="post" action="/social/${provider}/consent">
<input type="hidden" name="state" value="${state}">
<label for="email">${name} account e-mail</label>
<input id="email" name="email" type="email" autocomplete="email" value="${email}">
${error ? html`<p class="error" role="alert">${error}</p>` : ''}
<div class="actions"><button type="submit" name="decision" value="cancel">Cancel</button><button type="submit" name="decision" value="allow">Allow</button></div>
</form></main></body></html>`;
}

const brandName = async (db: D1Database, merchant: string) => (await brandNameOf(db, merchant)) ?? merchant;

socialProvider.get('/:provider/authorize', async (c) => {
  const provider = c.req.param('provider');
  const state = await socialState(c.env.DB, c.req.query('state') ?? '', provider);
  if (!isSocialProvider(provider) || !state) {
    return c.text('This sign-in link expired; go back and try again.', 400);
  }
  return c.html(consentPage(provider, state.id, await brandName(c.env.DB, state.merchant_code)));
});

socialProvider.post('/:provider/consent', async (c) => {
  const provider = c.req.param('provider');
  const form = await c.req.parseBody().catch(() => ({}) as Record<string, unknown>);
  const field = (name: string) => (typeof form[name] === 'string' ? (form[name] as string).trim() : '');
  const db = c.env.DB;
  if (!isSocialProvider(provider)) return c.text('Unknown provider', 404);
  const email = field('email').toLowerCase();
  if (field('decision') === 'allow' && !looksLikeEmail(email)) {
    const state = await socialState(db, field('state'), provider);
    if (!state) return c.text('This sign-in link expired; go back and try again.', 400);
    return c.html(consentPage(provider, state.id, await brandName(db, state.merchant_code), 'Enter a valid e-mail address.', field('email')), 400);
  }
  const state = await takeStartedLogin(db, field('state'), provider);
  if (!state) return c.text('This sign-in link expired; go back and try again.', 400);
  if (field('decision') !== 'allow') {
    const back = new URL(state.return_url);
    back.searchParams.set('social', 'cancelled');
    return c.redirect(back.toString(), 302);
  }
  const consent = await consentToSocialLogin(db, state, provider, email, loginVisit(c, state.ip));
  if (consent.kind === 'session' || consent.kind === 'secondFactor') return c.redirect(consent.redirect, 302);
  if (consent.kind === 'excluded') return c.text(`Logins to this account are refused until ${new Date(consent.until).toISOString()}`, 403);
  if (consent.reason === 'not_found') return c.text('Account not found', 400);
  if (consent.reason === 'unbound') return c.text('This account asks for a second step; start the sign-in again from the site', 403);
  return c.text('Logins to this account are refused now; try again', 403);
});
