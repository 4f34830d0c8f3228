import { useTranslation } from '@client/lib/use-translation';
import type { GameCard as Card } from '@shared/api';
import { HOT_CARD } from '@shared/constants';
import { useImageUrl } from '@client/app/app-context';
import { FallbackImage } from '@client/components/ui/fallback-image';
import { FavouriteButton } from './favourite-button';
import { LaunchButton } from './launch-button';

/** One game: icon (default icon when it fails), name, hot badge, favourite toggle; picture and name launch it (docs/product.md 4). */
export function GameCard({ card, popup }: { card: Card; popup?: boolean }) {
  const { t } = useTranslation();
  const image = useImageUrl();
  return (
    <article className="game-card" data-vendor={card.vassalage}>
      <FallbackImage src={image(card.icon)} alt="" width={160} height={160} />
      <h3 className="game-name">
        {/* the button's area covers the whole card (CSS), so the picture launches too */}
        <LaunchButton card={card} className="game-launch" popup={popup}>
          {card.gameName}
        </LaunchButton>
      </h3>
      {card.isHot === HOT_CARD && <span className="badge-hot">{t('games.hot')}</span>}
      <FavouriteButton card={card} />
    </article>
  );
}
