import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Autoplay, Pagination } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import { SLIDER_AUTOPLAY_MS } from '../../../../shared/constants';
import { useApp, useImageUrl } from '../../../app/app-context';
import { promotionsQuery } from '../api/get-promotions';

/**
 * SPEC.md 2.4: the registration page's slider of new_player promotions; it autoplays
 * every 5000 ms only when there is more than one. Slides are sized in CSS and the loop
 * starts after hydration (NOTES.md: Swiper's loop duplicates slides during SSR), so the
 * server's markup and the first browser render are the same.
 */
export function NewPlayerSlider() {
  const { t } = useTranslation();
  const { api } = useApp();
  const image = useImageUrl();
  const { data } = useQuery(promotionsQuery(api, 'new_player'));
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  const list = data?.list ?? [];
  if (list.length === 0) return null;
  const many = list.length > 1;
  return (
    <section className="promo-slider" aria-roledescription="carousel" aria-label={t('promo.newPlayerSlider')}>
      <Swiper
        // remounted once after hydration so that the loop is made in the browser only
        key={mounted ? 'live' : 'static'}
        modules={[Autoplay, Pagination]}
        slidesPerView="auto"
        spaceBetween={12}
        loop={mounted && many}
        autoplay={mounted && many ? { delay: SLIDER_AUTOPLAY_MS, disableOnInteraction: false } : false}
        pagination={many ? { clickable: true } : false}
      >
        {list.map((promotion) => (
          <SwiperSlide key={promotion.id} className="promo-slide">
            <Link to={`/promoDetail?id=${promotion.id}`} className="promo-slide-link">
              <img src={image(promotion.image)} alt="" width={1200} height={400} />
              <span className="promo-slide-title">{promotion.title}</span>
            </Link>
          </SwiperSlide>
        ))}
      </Swiper>
    </section>
  );
}
