import { Autoplay, Pagination, A11y } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import 'swiper/css';
import 'swiper/css/pagination';
import { useTranslation } from '@client/lib/use-translation';
import type { Banner } from '@shared/api';
import { HOME_BANNER_SPACING_PX, SLIDER_AUTOPLAY_MS } from '@shared/constants';
import { BannerLink } from './banner-link';
import { BannerImage } from './banner-image';
import { turnFirstAt } from '@client/lib/slide-turn';

export interface BannerSwiperProps {
  banners: Banner[];
  home: boolean;
  /** when the first slide turns (client/lib/use-slideshow.ts) */
  firstTurnAt: number | null;
}

/**
 * The slideshow itself (its own chunk, loaded only for strips with more than one banner):
 * loop and autoplay every 5000 ms, pagination dots and 20 px spacing on home (docs/product.md 2.3, 9).
 * It mounts only in the browser, so Swiper's loop duplicates never meet hydration.
 */
export function BannerSwiper({ banners, home, firstTurnAt }: BannerSwiperProps) {
  const { t } = useTranslation();
  return (
    <Swiper
      modules={[Autoplay, Pagination, A11y]}
      slidesPerView={1}
      spaceBetween={home ? HOME_BANNER_SPACING_PX : 0}
      loop
      autoplay={{ delay: SLIDER_AUTOPLAY_MS, disableOnInteraction: false, pauseOnMouseEnter: true }}
      pagination={home ? { clickable: true } : false}
      onSwiper={(swiper) => turnFirstAt(swiper, firstTurnAt)}
      a11y={{
        prevSlideMessage: t('content.banner.previous'),
        nextSlideMessage: t('content.banner.next'),
        paginationBulletMessage: t('content.banner.goTo', { index: '{{index}}' }),
      }}
    >
      {banners.map((banner, i) => (
        <SwiperSlide key={banner.bannerId} data-banner-id={banner.bannerId}>
          <BannerLink banner={banner}>
            <BannerImage banner={banner} first={i === 0} />
          </BannerLink>
        </SwiperSlide>
      ))}
    </Swiper>
  );
}
