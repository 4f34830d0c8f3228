/** /img/*: generated SVG images, named after what the database calls them (domain/images.ts). */
import { Hono, type Context } from 'hono';
import { cors } from 'hono/cors';
import { brandLogo, gameIcon, titledImage, vendorLogo } from '../domain/images';
import type { AppEnv } from '../env';
import { serviceIconSvg } from '../images/templates';
import { fail } from '../lib/envelope';
import { languageOf } from '../lib/language';

export const images = new Hono<AppEnv>();

images.use('*', cors({ origin: '*' }));

const send = (c: Context, body: string | null) =>
  body === null ? fail(c, 404, 'NOT_FOUND', 'No such image') : c.body(body, 200, { 'Content-Type': 'image/svg+xml', 'Cache-Control': 'public, max-age=86400' });

/** 'PG_001.svg' -> 'PG_001'; anything not ending in .svg -> ''. */
const stem = (file: string) => (file.endsWith('.svg') ? file.slice(0, -4) : '');

for (const kind of ['banner', 'promotion'] as const)
  images.get(`/${kind}/:file`, async (c) => send(c, await titledImage(c.env.DB, kind, Number(stem(c.req.param('file'))), languageOf(c.req.query('lang')))));

images.get('/game/:file', async (c) => send(c, await gameIcon(c.env.DB, stem(c.req.param('file')))));

images.get('/vendor/:file', async (c) => {
  const [, code = '', variant] = /^(.+)-(color|white)\.svg$/.exec(c.req.param('file')) ?? [];
  return send(c, await vendorLogo(c.env.DB, code, variant === 'white'));
});

images.get('/cs/:file', (c) => {
  const csType = stem(c.req.param('file'));
  return send(c, /^[A-Za-z0-9_]+$/.test(csType) ? serviceIconSvg(csType) : null);
});

images.get('/logo/:file', async (c) => send(c, await brandLogo(c.env.DB, stem(c.req.param('file')))));
