import { useQuery } from '@tanstack/react-query';
import { useRef } from 'react';
import { useTranslation } from '@client/lib/use-translation';
import { useApp } from '@client/app/app-context';
import { useSlideshow } from '@client/lib/use-slideshow';
import { promotionsQuery } from '../api/get-promotions';
import { PromoSlideLink } from './promo-slide-link';
import type { NewPlayerSwiperProps } from './new-player-swiper';

/**
 * docs/product.md 2.4: the registration page's slider of new_player promotions; it autoplays
 * every 5000 ms only when there is more than one. The server renders the slides in the
 * slider's own layout (dots included); with more than one, the Swiper chunk loads just in time
 * (client/lib/use-slideshow.ts) and takes over the same frame, so the markup matches at hydration, nothing
 * shifts, and Swiper is downloaded only where there is something to turn.
 */
export function NewPlayerSlider() {
  const { t } = useTranslation();
  const { api } = useApp();
  const { data } = useQuery(promotionsQuery(api, 'new_player'));
  const list = data?.list ?? [];
  const many = list.length > 1;
  const section = useRef<HTMLElement>(null);
  const { Slider, firstTurnAt } = useSlideshow<NewPlayerSwiperProps>(() => import('./new-player-swiper').then((m) => m.NewPlayerSwiper), many, section);
  if (list.length === 0) return null;
  return (
    <section ref={section} className="promo-slider" aria-roledescription="carousel" aria-label={t('promo.newPlayerSlider')}>
      {Slider ? (
        <Slider list={list} firstTurnAt={firstTurnAt} />
      ) : (
        <div className="swiper promo-slider-static">
          <div className="swiper-wrapper">
            {list.map((promotion) => (
              <div key={promotion.id} className="swiper-slide promo-slide">
                <PromoSlideLink promotion={promotion} />
              </div>
            ))}
          </div>
          {many && (
            <div className="swiper-pagination" aria-hidden="true">
              {list.map((promotion, i) => (
                <span key={promotion.id} className={i === 0 ? 'swiper-pagination-bullet swiper-pagination-bullet-active' : 'swiper-pagination-bullet'} />
              ))}
            </div>
          )}
        </div>
      )}
    </section>
  );
}
