import { useCallback, useEffect, useState } from 'react';
import { LOTTERY_FAVOURITES_KEY, parseLotteryFavourites, toggleLotteryFavourite } from '@shared/launch';
import { useSession } from '@client/app/app-context';
import { useActionCheck } from '@client/lib/use-action-check';

/** Lottery favourites of the logged-in player, kept in localStorage LOTTFAV (username -> ids). */
export function useLotteryFavourites() {
  const username = useSession((s) => s.session?.username ?? null);
  const actionCheck = useActionCheck();
  const [ids, setIds] = useState<string[]>([]);
  useEffect(() => {
    setIds(username ? (parseLotteryFavourites(localStorage.getItem(LOTTERY_FAVOURITES_KEY))[username] ?? []) : []);
  }, [username]);
  const toggle = useCallback(
    (gameCode: string) => {
      if (!actionCheck() || !username) return;
      const next = toggleLotteryFavourite(parseLotteryFavourites(localStorage.getItem(LOTTERY_FAVOURITES_KEY)), username, gameCode);
      localStorage.setItem(LOTTERY_FAVOURITES_KEY, JSON.stringify(next));
      setIds(next[username] ?? []);
    },
    [actionCheck, username],
  );
  return { ids, toggle };
}
