/** The image kinds the portal shows: banners 1200x400, game icons 200x200, vendor logos, service icons, brand logos. */
import { gradient, hue, initials, svg, text, truncate } from './svg';

export const bannerSvg = (key: string, title: string) => {
  const h = hue(key);
  return svg(
    1200,
    400,
    gradient('g', h) +
      '<rect width="1200" height="400" fill="url(#g)"/>' +
      `<circle cx="1020" cy="90" r="220" fill="hsla(${(h + 180) % 360},80%,70%,0.25)"/>` +
      '<circle cx="1120" cy="360" r="140" fill="rgba(255,255,255,0.12)"/>' +
      text(80, 200, 72, '#fff', truncate(title, 26), 'start'),
  );
};

export const gameIconSvg = (key: string, name: string) =>
  svg(
    200,
    200,
    gradient('g', hue(key)) +
      '<rect width="200" height="200" rx="24" fill="url(#g)"/>' +
      text(100, 88, 72, '#fff', initials(name)) +
      text(100, 168, 16, 'rgba(255,255,255,0.9)', truncate(name, 20)),
  );

/** COLOR: the name in the vendor's colour; WHITE: the same in white, for dark footers. */
export const vendorLogoSvg = (code: string, name: string, white: boolean) =>
  svg(200, 60, text(100, 32, 22, white ? '#fff' : `hsl(${hue(code)},70%,42%)`, truncate(name, 16)));

export const serviceIconSvg = (csType: string) =>
  svg(64, 64, `<circle cx="32" cy="32" r="30" fill="hsl(${hue(csType)},65%,48%)"/>${text(32, 34, 22, '#fff', csType.slice(0, 2).toUpperCase())}`);

export const logoSvg = (code: string, brandName: string) =>
  svg(240, 64, `${gradient('g', hue(code))}<rect width="240" height="64" rx="12" fill="url(#g)"/>${text(120, 34, 26, '#fff', truncate(brandName, 16))}`);
