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
import { content } from './routes/content';
import { downloads } from './routes/downloads';
import { games } from './routes/games';
import { images } from './routes/images';
import { system } from './routes/system';

const app = new Hono<AppEnv>();

for (const area of ['/wps/*', '/lgw/*']) app.use(area, latency, merchant);

app.route('/wps/system', system);
app.route('/wps', content);
app.route('/lgw/games', games);
app.route('/img', images);
app.route('/downloads', downloads);
app.route('/__admin', admin);

app.notFound((c) => fail(c, 404, 'NOT_FOUND', 'Not found'));
app.onError((err, c) => {
  console.error(err);
  return fail(c, 500, 'UNKNOWN', 'Internal error');
});

export default app;
