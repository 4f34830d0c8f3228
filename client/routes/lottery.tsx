import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useTranslation } from '@client/lib/use-translation';
import { Link, useSearchParams } from 'react-router';
import { useApp } from '../app/app-context';
import { lotteryNumbersQuery, openedNumbersQuery } from '../features/games/api/get-lottery';
import { LotteryBetting } from '../features/games/components/lottery-betting';
import { DrawTable, FavouriteToggle } from '../features/games/components/lottery-parts';
import { useLotteryFavourites } from '../features/games/hooks/use-lottery-favourites';
import type { LotteryDraw } from '@shared/api/play';

/**
 * /lottery?gameCode=&playType=: one lottery game's betting page (the lottery vendor's, framed)
 * over its opened numbers, or every game's latest draw with a link to bet on each.
 */
export default function LotteryPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const gameCode = params.get('gameCode');
  const playType = params.get('playType');
  return (
    <div className="lottery-page">
      <h1 className="page-title">{t('play.lotteryTitle')}</h1>
      {gameCode ? <OneGame gameCode={gameCode} playType={playType} /> : <AllGames />}
    </div>
  );
}

function OneGame({ gameCode, playType }: { gameCode: string; playType: string | null }) {
  const { t } = useTranslation();
  const { api } = useApp();
  const queryClient = useQueryClient();
  const opened = useQuery(openedNumbersQuery(api, gameCode));
  // a bet settled in the frame means a new draw: show it under the frame too
  const onSettled = useCallback(
    () => void queryClient.invalidateQueries({ queryKey: openedNumbersQuery(api, gameCode).queryKey }),
    [queryClient, api, gameCode],
  );
  const draws = opened.data?.list ?? [];
  const name = draws[0]?.gameName ?? gameCode;
  return (
    <section aria-labelledby="lottery-game">
      <div className="lottery-head">
        <h2 id="lottery-game">{name}</h2>
        <FavouriteToggle gameCode={gameCode} gameName={name} />
      </div>
      {playType && <p className="lottery-playtype">{t('play.playType', { type: playType })}</p>}
      <LotteryBetting gameCode={gameCode} gameName={name} playType={playType} onSettled={onSettled} />
      {opened.isError ? <p role="alert">{t('errors.network')}</p> : <DrawTable draws={draws} caption={t('play.latestNumbers')} />}
      <Link to="/lottery">{t('play.allLotteryGames')}</Link>
    </section>
  );
}

/** Latest draw per game, favourites first. */
function AllGames() {
  const { t } = useTranslation();
  const { api } = useApp();
  const numbers = useQuery(lotteryNumbersQuery(api));
  const { ids } = useLotteryFavourites();
  if (numbers.isError) return <p role="alert">{t('errors.network')}</p>;
  const latest = new Map<string, LotteryDraw>();
  for (const d of numbers.data?.list ?? []) if (!latest.has(d.gameCode)) latest.set(d.gameCode, d);
  const games = [...latest.values()].sort((a, b) => Number(ids.includes(b.gameCode)) - Number(ids.includes(a.gameCode)));
  return (
    <ul className="lottery-games">
      {games.map((d) => (
        <li key={d.gameCode} className="lottery-game">
          <Link to={`/lottery?${new URLSearchParams({ gameCode: d.gameCode })}`}>{d.gameName}</Link>
          <FavouriteToggle gameCode={d.gameCode} gameName={d.gameName} />
          <span className="lottery-issue">{t('play.issueNo', { issue: d.issue })}</span>
          <Link
            className="btn btn-primary lottery-bet-link"
            to={`/lottery?${new URLSearchParams({ gameCode: d.gameCode })}`}
            aria-label={t('lottery.betOn', { name: d.gameName })}
          >
            {t('lottery.bet')}
          </Link>
        </li>
      ))}
    </ul>
  );
}
