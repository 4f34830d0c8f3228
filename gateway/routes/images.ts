/** /img/*: generated SVG images, named after what the database calls them. */
import { Hono, type Context } from 'hono';
import { cors } from 'hono/cors';
import { findBannerTitle } from '../db/queries/content';
import { findGameName, findVendorName } from '../db/queries/games';
import { findMerchant } from '../db/queries/merchants';
import { findPromotionTitle } from '../db/queries/promotions';
import type { AppEnv } from '../env';
import { bannerSvg, gameIconSvg, logoSvg, serviceIconSvg, vendorLogoSvg } from '../images/templates';
import { fail } from '../lib/envelope';
import { languageOf } from '../lib/language';

export const images = new Hono<AppEnv>();

images.use('*', cors({ origin: '*' }));

const send = (c: Context, body: string | null) =>
  body === null ? fail(c, 404, 'NOT_FOUND', 'No such image') : c.body(body, 200, { 'Content-Type': 'image/svg+xml', 'Cache-Control': 'public, max-age=86400' });

/** 'PG_001.svg' -> 'PG_001'; anything not ending in .svg -> ''. */
const stem = (file: string) => (file.endsWith('.svg') ? file.slice(0, -4) : '');

images.get('/banner/:file', async (c) => {
  const id = Number(stem(c.req.param('file')));
  const title = Number.isInteger(id) && id > 0 ? await findBannerTitle(c.env.DB, id, languageOf(c.req.query('lang'))) : null;
  return send(c, title === null ? null : bannerSvg(`banner-${id}`, title));
});

images.get('/promotion/:file', async (c) => {
  const id = Number(stem(c.req.param('file')));
  const title = Number.isInteger(id) && id > 0 ? await findPromotionTitle(c.env.DB, id, languageOf(c.req.query('lang'))) : null;
  return send(c, title === null ? null : bannerSvg(`promotion-${id}`, title));
});

images.get('/game/:file', async (c) => {
  const gameId = stem(c.req.param('file'));
  const name = await findGameName(c.env.DB, gameId);
  return send(c, name === null ? null : gameIconSvg(gameId, name));
});

images.get('/vendor/:file', async (c) => {
  const [, code = '', variant] = /^(.+)-(color|white)\.svg$/.exec(c.req.param('file')) ?? [];
  const name = await findVendorName(c.env.DB, code);
  return send(c, name === null ? null : vendorLogoSvg(code, name, variant === 'white'));
});

images.get('/cs/:file', (c) => {
  const csType = stem(c.req.param('file'));
  return send(c, /^[A-Za-z0-9_]+$/.test(csType) ? serviceIconSvg(csType) : null);
});

images.get('/logo/:file', async (c) => {
  const merchant = await findMerchant(c.env.DB, stem(c.req.param('file')));
  return send(c, merchant ? logoSvg(merchant.code, merchant.brand_name) : null);
});
