import { useQuery } from '@tanstack/react-query';
import { useRef } from 'react';
import { useTranslation } from '@client/lib/use-translation';
import type { BannerGroup } from '@shared/api';
import { useApp } from '@client/app/app-context';
import { useSlideshow } from '@client/lib/use-slideshow';
import { bannersQuery } from '../api/get-banners';
import { BannerImage } from './banner-image';
import { BannerLink } from './banner-link';
import type { BannerSwiperProps } from './banner-swiper';

/**
 * The banners of the route's group (docs/product.md 2.1, 2.3), shown only when the group has
 * banners. The server renders the first slide in a frame of the final size; with more
 * than one banner the Swiper chunk loads just in time (client/lib/use-slideshow.ts: when the
 * player reaches for the banner, or before its first turn is due) and takes over the same frame
 * (loop, autoplay 5000 ms, dots and 20 px spacing on home), so the markup matches at
 * hydration and nothing shifts; home's dots are drawn by the server too, where Swiper's will
 * be. Swiper is only downloaded where a strip has slides to turn.
 */
export function BannerStrip({ group, home }: { group: BannerGroup; home: boolean }) {
  const { t } = useTranslation();
  const { api } = useApp();
  const { data } = useQuery(bannersQuery(api, group));
  const count = data?.length ?? 0;
  const section = useRef<HTMLElement>(null);
  const { Slider, firstTurnAt } = useSlideshow<BannerSwiperProps>(() => import('./banner-swiper').then((m) => m.BannerSwiper), count > 1, section);
  const first = data?.[0];
  if (!data || !first) return null;
  return (
    <section
      ref={section}
      className={home ? 'banner banner-home' : 'banner'}
      aria-roledescription={t('content.banner.carousel')}
      aria-label={t('content.banner.label')}
      data-slides={data.length}
      data-ready={Slider || data.length === 1 ? 'true' : 'false'}
    >
      <div className="banner-frame">
        {Slider ? (
          <Slider banners={data} home={home} firstTurnAt={firstTurnAt} />
        ) : (
          <>
            <div className="banner-static">
              <BannerLink banner={first}>
                <BannerImage banner={first} first />
              </BannerLink>
            </div>
            {home && data.length > 1 && (
              // home's dots from the first paint, where Swiper draws its own when it takes over
              <div className="swiper-pagination banner-dots" aria-hidden="true">
                {data.map((banner, i) => (
                  <span key={banner.bannerId} className={i === 0 ? 'swiper-pagination-bullet swiper-pagination-bullet-active' : 'swiper-pagination-bullet'} />
                ))}
              </div>
            )}
          </>
        )}
      </div>
    </section>
  );
}
