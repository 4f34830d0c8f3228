/**
 * The generated SVG images (routes/images.ts), named after what the database calls them: a
 * banner's or promotion's title in the asked language, a game's or vendor's name, a brand's
 * name. Null when there is no such item.
 */
import type { Language } from '@shared/constants';
import { findBannerTitle } from '../db/queries/content';
import { findGameName, findVendorName } from '../db/queries/games';
import { findMerchant } from '../db/queries/merchants';
import { findPromotionTitle } from '../db/queries/promotions';
import { bannerSvg, gameIconSvg, logoSvg, vendorLogoSvg } from '../images/templates';

const TITLES = { banner: findBannerTitle, promotion: findPromotionTitle };

/** A banner's or a promotion's picture with its title. */
export async function titledImage(db: D1Database, kind: keyof typeof TITLES, id: number, lang: Language): Promise<string | null> {
  const title = Number.isInteger(id) && id > 0 ? await TITLES[kind](db, id, lang) : null;
  return title === null ? null : bannerSvg(`${kind}-${id}`, title);
}

export async function gameIcon(db: D1Database, gameId: string): Promise<string | null> {
  const name = await findGameName(db, gameId);
  return name === null ? null : gameIconSvg(gameId, name);
}

export async function vendorLogo(db: D1Database, code: string, white: boolean): Promise<string | null> {
  const name = await findVendorName(db, code);
  return name === null ? null : vendorLogoSvg(code, name, white);
}

export async function brandLogo(db: D1Database, code: string): Promise<string | null> {
  const merchant = await findMerchant(db, code);
  return merchant ? logoSvg(merchant.code, merchant.brand_name) : null;
}
