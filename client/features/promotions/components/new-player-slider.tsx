import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Autoplay, Pagination } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import { SLIDER_AUTOPLAY_MS } from '../../../../shared/constants';
import { useApp, useImageUrl } from '../../../app/app-context';
import { promotionsQuery } from '../api/get-promotions';

/**
 * SPEC.md 2.4: the registration page's slider of new_player promotions; it autoplays
 * every 5000 ms only when there is more than one, going back to the first after the
 * last. Slides are sized in CSS and Swiper's loop is not used (NOTES.md: loop duplicates
 * slides during SSR, and too few slides for loop mode warn), so the server's markup and
 * the first browser render are the same.
 */
export function NewPlayerSlider() {
  const { t } = useTranslation();
  const { api } = useApp();
  const image = useImageUrl();
  const { data } = useQuery(promotionsQuery(api, 'new_player'));
  const list = data?.list ?? [];
  if (list.length === 0) return null;
  const many = list.length > 1;
  return (
    <section className="promo-slider" aria-roledescription="carousel" aria-label={t('promo.newPlayerSlider')}>
      <Swiper
        modules={[Autoplay, Pagination]}
        slidesPerView="auto"
        spaceBetween={12}
        rewind={many}
        autoplay={many ? { delay: SLIDER_AUTOPLAY_MS, disableOnInteraction: false } : false}
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
