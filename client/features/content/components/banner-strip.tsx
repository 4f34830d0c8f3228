import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import type { Banner, BannerGroup } from '../../../../shared/contract';
import { useApp, useImageUrl } from '../../../app/app-context';
import { bannersQuery } from '../api/get-banners';

/**
 * The banners of the route's group (SPEC.md 2.1, 2.3), shown only when the group has
 * banners. Slides are sized in CSS so nothing moves when the page hydrates.
 */
export function BannerStrip({ group, home }: { group: BannerGroup; home: boolean }) {
  const { api } = useApp();
  const image = useImageUrl();
  const { data } = useQuery(bannersQuery(api, group));
  if (!data || data.length === 0) return null;
  return (
    <section className={home ? 'banner banner-home' : 'banner'} aria-roledescription="carousel" aria-label={data[0].title}>
      <ul className="banner-track">
        {data.map((banner, i) => (
          <li key={banner.bannerId} className="banner-slide">
            <BannerLink banner={banner}>
              <img src={image(banner.url)} alt={banner.title} width={1200} height={400} loading={i === 0 ? 'eager' : 'lazy'} fetchPriority={i === 0 ? 'high' : 'auto'} />
            </BannerLink>
          </li>
        ))}
      </ul>
    </section>
  );
}

function BannerLink({ banner, children }: { banner: Banner; children: React.ReactNode }) {
  if (banner.linkageType === 'ROUTE' && banner.linkage?.startsWith('/')) return <Link to={banner.linkage}>{children}</Link>;
  if (banner.linkageType === 'PROMOTION' && banner.linkage) return <Link to={`/promoDetail?id=${encodeURIComponent(banner.linkage)}`}>{children}</Link>;
  if (banner.linkageType === 'URL' && banner.linkage && /^https:\/\//.test(banner.linkage)) {
    return (
      <a href={banner.linkage} target="_blank" rel="noopener noreferrer">
        {children}
      </a>
    );
  }
  return <>{children}</>;
}
