/**
 * The reference upstream gateway: the /wps and /lgw contract of shared/contract.ts on D1,
 * generated images, stand-in app downloads and operator switches.
 */
import { Hono } from 'hono';
import type { AppEnv } from './env';
import { fail } from './lib/envelope';
import { latency } from './middleware/latency';
import { merchant } from './middleware/merchant';
import { admin } from './routes/admin';
import { captcha } from './routes/captcha';
import { content } from './routes/content';
import { downloads } from './routes/downloads';
import { games } from './routes/games';
import { images } from './routes/images';
import { member } from './routes/member';
import { points } from './routes/points';
import { promotions } from './routes/promotions';
import { promotionsAdmin } from './routes/promotions-admin';
import { session } from './routes/session';
import { system } from './routes/system';
import { verification } from './routes/verification';
import { wallet } from './routes/wallet';

const app = new Hono<AppEnv>();

for (const area of ['/wps/*', '/lgw/*']) app.use(area, latency, merchant);

app.route('/wps/system', system);
app.route('/wps/session', session);
app.route('/wps/verification', verification);
app.route('/wps/member', member);
app.route('/wps/v2/wallets', wallet);
app.route('/wps/captcha', captcha);
app.route('/wps/promotion', promotions);
app.route('/wps/points', points);
app.route('/wps', content);
app.route('/lgw/games', games);
app.route('/img', images);
app.route('/downloads', downloads);
app.route('/__admin/promotions', promotionsAdmin);
app.route('/__admin', admin);

app.notFound((c) => fail(c, 404, 'NOT_FOUND', 'Not found'));
app.onError((err, c) => {
  console.error(err);
  return fail(c, 500, 'UNKNOWN', 'Internal error');
});

export default app;
