import { useTranslation } from '@client/lib/use-translation';
import type { GameCard } from '@shared/api';
import { useFavourites } from '../hooks/use-favourites';

/** The star on a card: a toggle button, separate from what opens the game. */
export function FavouriteButton({ card }: { card: GameCard }) {
  const { t } = useTranslation();
  const favourites = useFavourites();
  if (!favourites) return null;
  const on = favourites.isFavourite(card);
  return (
    <button
      type="button"
      className="favourite-button"
      aria-pressed={on}
      aria-label={t('lobby.favourite', { name: card.gameName })}
      disabled={favourites.isPending(card)}
      onClick={() => favourites.toggle(card)}
    >
      <span aria-hidden="true">{on ? '★' : '☆'}</span>
    </button>
  );
}
