import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { Banner } from '@shared/api';
import { allowedOutsideLink } from '@shared/link-policy';
import { useApp } from '@client/app/app-context';

/**
 * A banner's linkage by type (docs/product.md 2.3): ROUTE client-side, PROMOTION to its detail,
 * GAME to the game page, URL only to the brand's allowed hosts; anything else is not a link.
 */
export function BannerLink({ banner, children }: { banner: Banner; children: ReactNode }) {
  const { portal } = useApp();
  const { linkageType, linkage, title } = banner;
  if (!linkage) return <>{children}</>;
  if (linkageType === 'ROUTE' && linkage.startsWith('/') && !linkage.startsWith('//')) {
    return (
      <Link to={linkage} aria-label={title}>
        {children}
      </Link>
    );
  }
  if (linkageType === 'PROMOTION') {
    return (
      <Link to={`/promoDetail?id=${encodeURIComponent(linkage)}`} aria-label={title}>
        {children}
      </Link>
    );
  }
  if (linkageType === 'GAME') {
    return (
      <Link to={`/game?gameCode=${encodeURIComponent(linkage)}`} aria-label={title}>
        {children}
      </Link>
    );
  }
  const url = linkageType === 'URL' ? allowedOutsideLink(linkage, portal.brand.linkHosts ?? []) : null;
  if (url) {
    return (
      <a href={url} target="_blank" rel="noopener noreferrer" aria-label={title}>
        {children}
      </a>
    );
  }
  return <>{children}</>;
}
