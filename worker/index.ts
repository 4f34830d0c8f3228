import { Hono } from 'hono';
import { BrandConfigError } from './brand-config';
import type { AppEnv } from './env';
import { brand } from './middleware/brand';
import { gate, readWhitelabel } from './middleware/gate';
import { regionGate } from './middleware/region-gate';
import { securityHeaders } from './middleware/security-headers';
import { confirmUrlToken, session, urlToken } from './middleware/session';
import { visitor } from './middleware/visitor';
import { gatewayProxy } from './proxy/gateway-proxy';
import { liveUpgrade } from './live/upgrade';
import { liveWebhook } from './live/webhook';
import { brandIcon, brandPngIcon, offlinePage, serviceWorker, webManifest } from './pwa/pwa';
import { PNG_ICONS } from './pwa/png-icon';
import { TOKEN_CONFIRM_PATH } from './pages/token-confirm-page';
import { productionSettingsProblem } from './production-settings';
import { requestLog } from './observability/request-log';
import { CLIENT_ERRORS_PATH, clientErrors } from './observability/client-errors';
import { localVitals, vitals } from './observability/vitals';
import { VITALS_PATH } from '@shared/api/vitals';
import { httpsOnly } from './session/cookie-security';
import { pageCache } from './ssr/page-cache';
import { serveAsset } from './ssr/serve-asset';
import { renderPage } from './ssr/render-page';

/** The edge worker, wired in the order of docs/architecture.md "Request path of a page, as data". */
const app = new Hono<AppEnv>();

// one JSON line per request for Workers Logs (worker/observability/request-log.ts)
app.use('*', requestLog());
app.use('*', securityHeaders);
// outside development, no answer at all on a missing or development secret (production-settings.ts)
app.use('*', async (c, next) => {
  const problem = productionSettingsProblem(c.env);
  if (!problem) return next();
  console.error(`Configuration error: ${problem}`);
  return c.text('Server misconfigured', 500);
});
// outside development, https only (session/cookie-security.ts)
app.use('*', httpsOnly);
/** Liveness for load balancers (and the benchmark's trivial-route baseline). */
app.get('/healthz', (c) => c.text('ok'));
// development only (404 elsewhere): the Web Vitals' local copy, for `npm run vitals`
app.get('/__dev/vitals', localVitals);
app.get('/assets/*', serveAsset);
app.get('/favicon.svg', serveAsset);
// the gateways' live events: signed per merchant (the body names it), whichever host they call
app.post('/live/events', liveWebhook);
// the brand's region rule at every door of the brand, before the session and every route below
// (middleware/region-gate.ts; tests/unit/region-gate-routes.test.ts walks this table)
app.use('*', brand, visitor, regionGate, session);
// a member's live channel: the page's socket, handed to its Durable Object (/live itself is the live casino lobby)
app.get('/live/socket', liveUpgrade);
// installable and offline-tolerant: per brand, never personal
app.get('/manifest.webmanifest', webManifest);
app.get('/icon.svg', brandIcon);
for (const path of Object.keys(PNG_ICONS)) app.get(path, brandPngIcon);
app.get('/sw.js', serviceWorker);
app.get('/offline/:lang', offlinePage);
app.all('/wps/*', gatewayProxy);
app.all('/lgw/*', gatewayProxy);
app.post(TOKEN_CONFIRM_PATH, confirmUrlToken);
app.post(CLIENT_ERRORS_PATH, (c) => clientErrors(c));
app.post(VITALS_PATH, vitals);
// after the gate (status on every request) and the ?token= exchange: a visitor's page from the edge cache
app.get('*', gate, urlToken, pageCache, readWhitelabel, renderPage);
app.all('*', (c) => c.text('Method Not Allowed', 405));

app.onError((error, c) => {
  if (error instanceof BrandConfigError) {
    console.error(error.message);
    return c.text(`Configuration error: ${error.message}`, 500);
  }
  console.error('unhandled', error);
  return c.text('Internal Server Error', 500);
});

export default app;
// the live channel's Durable Objects (wrangler.toml [[durable_objects.bindings]])
export { BrandChannel } from './live/brand-channel';
export { MemberChannel } from './live/member-channel';
