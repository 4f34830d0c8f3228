import { useTranslation } from 'react-i18next';
import type { GameCard as Card } from '../../../../shared/contract';
import { HOT_CARD } from '../../../../shared/constants';
import { useImageUrl } from '../../../app/app-context';
import { FallbackImage } from '../../../components/ui/fallback-image';
import { FavouriteButton } from './favourite-button';

/** One game: icon (default icon when it fails), name, hot badge, favourite toggle. */
export function GameCard({ card }: { card: Card }) {
  const { t } = useTranslation();
  const image = useImageUrl();
  return (
    <article className="game-card" data-vendor={card.vassalage}>
      <FallbackImage src={image(card.icon)} alt="" width={160} height={160} />
      {card.isHot === HOT_CARD && <span className="badge-hot">{t('games.hot')}</span>}
      <h3 className="game-name">{card.gameName}</h3>
      <FavouriteButton card={card} />
    </article>
  );
}
