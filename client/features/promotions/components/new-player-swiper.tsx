import { Autoplay, Pagination } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import type { PromotionSummary } from '@shared/api/promotions';
import { SLIDER_AUTOPLAY_MS } from '@shared/constants';
import { PromoSlideLink } from './promo-slide-link';
import { turnFirstAt } from '@client/lib/slide-turn';

export interface NewPlayerSwiperProps {
  list: PromotionSummary[];
  /** when the first slide turns (client/lib/use-slideshow.ts) */
  firstTurnAt: number | null;
}

/**
 * The slider's Swiper (its own chunk, loaded after hydration only when there is more than
 * one new_player promotion): autoplay every 5000 ms, back to the first after the last.
 * Swiper's loop is not used: too few slides for loop mode warn.
 */
export function NewPlayerSwiper({ list, firstTurnAt }: NewPlayerSwiperProps) {
  return (
    <Swiper
      modules={[Autoplay, Pagination]}
      slidesPerView="auto"
      spaceBetween={12}
      rewind
      autoplay={{ delay: SLIDER_AUTOPLAY_MS, disableOnInteraction: false }}
      pagination={{ clickable: true }}
      onSwiper={(swiper) => turnFirstAt(swiper, firstTurnAt)}
    >
      {list.map((promotion) => (
        <SwiperSlide key={promotion.id} className="promo-slide">
          <PromoSlideLink promotion={promotion} />
        </SwiperSlide>
      ))}
    </Swiper>
  );
}
