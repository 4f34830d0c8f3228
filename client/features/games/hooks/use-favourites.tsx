import { useQuery, useQueryClient } from '@tanstack/react-query';
import { createContext, useCallback, useContext, useDeferredValue, useMemo, useState, type ReactNode } from 'react';
import { TRIAL_ACCOUNT_TYPE } from '@shared/constants';
import type { GameCard } from '@shared/api';
import type { CardList, FavouriteIds } from '@shared/api/lobby';
import { useApp, useSession } from '@client/app/app-context';
import { errorKey } from '@client/lib/errors';
import { favouriteIdsQuery, favouriteListQuery } from '../api/get-favourites';
import { toggleFavourite } from '../api/toggle-favourite';

/** The logged-in real member's username (trial accounts and visitors have no favourites). */
export function useFavouriteOwner(): string | null {
  const session = useSession((s) => s.session);
  return session && session.type !== TRIAL_ACCOUNT_TYPE ? session.username : null;
}

/** The member's favourite ids; the header starts this load (docs/product.md 2.3). */
export function useFavouriteIds() {
  const { api } = useApp();
  const owner = useFavouriteOwner();
  return useQuery({ ...favouriteIdsQuery(api, owner ?? ''), enabled: owner !== null });
}

interface FavouritesValue {
  isFavourite: (card: GameCard) => boolean;
  isPending: (card: GameCard) => boolean;
  toggle: (card: GameCard) => void;
  /** docs/product.md 8 catalogue key of the last failed toggle */
  errorKey: string | null;
}

const FavouritesContext = createContext<FavouritesValue | null>(null);

/** Cards inside show the favourite toggle; without a provider they show none. */
export const useFavourites = () => useContext(FavouritesContext);

/**
 * docs/product.md 4 favourites: the action check first (login popup for visitors, the real-account
 * warning for trial accounts); then an id in the list is removed, otherwise added, and the
 * local ids and favourite list are edited rather than fetched again. `check` is the
 * action check of docs/product.md 5, given by the route.
 */
export function FavouritesProvider({ check, children }: { check: () => boolean; children: ReactNode }) {
  const { api, session } = useApp();
  const queryClient = useQueryClient();
  const ids = useFavouriteIds();
  const [pending, setPending] = useState<ReadonlySet<number>>(new Set());
  const [failure, setFailure] = useState<string | null>(null);

  const toggle = useCallback(
    async (card: GameCard) => {
      if (!check()) return;
      const username = session.getState().session!.username;
      const idsKey = favouriteIdsQuery(api, username).queryKey;
      const current = queryClient.getQueryData<FavouriteIds>(idsKey) ?? (await queryClient.fetchQuery(favouriteIdsQuery(api, username)).catch(() => []));
      const add = !current.includes(card.nodeId);
      setFailure(null);
      setPending((p) => new Set(p).add(card.nodeId));
      try {
        await toggleFavourite(api, card, add);
        queryClient.setQueryData<FavouriteIds>(idsKey, (old = []) =>
          add ? [card.nodeId, ...old.filter((id) => id !== card.nodeId)] : old.filter((id) => id !== card.nodeId),
        );
        queryClient.setQueryData<CardList>(favouriteListQuery(api, username, card.gameType).queryKey, (old) => {
          if (!old) return old;
          const rest = old.list.filter((c) => c.nodeId !== card.nodeId);
          return { ...old, list: add ? [card, ...rest] : rest };
        });
      } catch (error) {
        setFailure(errorKey(error));
      } finally {
        setPending((p) => {
          const next = new Set(p);
          next.delete(card.nodeId);
          return next;
        });
      }
    },
    [api, check, queryClient, session],
  );

  const value = useMemo<FavouritesValue>(() => {
    const set = new Set(ids.data ?? []);
    return {
      isFavourite: (card) => set.has(card.nodeId),
      isPending: (card) => pending.has(card.nodeId),
      toggle: (card) => void toggle(card),
      errorKey: failure,
    };
  }, [ids.data, pending, toggle, failure]);

  // a change (the member's ids arriving, a toggle) reaches the cards in a transition: a lobby's
  // lanes and list hydrate in their own sections, and a plain update reaching one not yet
  // hydrated would make React throw its server HTML away (the cards gone until its code is in);
  // in a transition React keeps the HTML and hydrates the section first
  return <FavouritesContext.Provider value={useDeferredValue(value)}>{children}</FavouritesContext.Provider>;
}
