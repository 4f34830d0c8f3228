import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '@client/lib/use-translation';
import type { GameCategory } from '@shared/api';
import { useApp } from '@client/app/app-context';
import { favouriteListQuery } from '../api/get-favourites';
import { errorKey } from '@client/lib/errors';
import { useFavouriteOwner, useFavourites } from '../hooks/use-favourites';
import { GameGrid } from './game-grid';

/** The logged-in member's favourites of this lobby's category; nothing for visitors and trial accounts. */
export function FavouritesLane({ category }: { category: GameCategory }) {
  const { t } = useTranslation();
  const { api } = useApp();
  const owner = useFavouriteOwner();
  const list = useQuery({ ...favouriteListQuery(api, owner ?? '', category), enabled: owner !== null });
  if (!owner) return null;
  return (
    <section className="lane favourites-lane" aria-label={t('lobby.favourites')}>
      <h2 className="lane-title">{t('lobby.favourites')}</h2>
      {list.isError ? (
        <p role="alert">{t(errorKey(list.error))}</p>
      ) : list.data && list.data.list.length > 0 ? (
        <GameGrid cards={list.data.list} />
      ) : (
        <p className="empty">{list.data ? t('lobby.noFavourites') : t('lobby.loading')}</p>
      )}
    </section>
  );
}

/** The catalogue text of a favourite toggle that failed. */
export function FavouriteError() {
  const { t } = useTranslation();
  const messageKey = useFavourites()?.errorKey;
  return messageKey ? (
    <p className="form-error" role="alert">
      {t(messageKey)}
    </p>
  ) : null;
}
