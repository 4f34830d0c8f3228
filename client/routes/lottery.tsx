import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { useApp } from '../app/app-context';
import { lotteryNumbersQuery, openedNumbersQuery } from '../features/games/api/get-lottery';
import { DrawTable, FavouriteToggle } from '../features/games/components/lottery-parts';
import { useLotteryFavourites } from '../features/games/hooks/use-lottery-favourites';
import type { LotteryDraw } from '../../shared/contract-play';

/** /lottery?gameCode=&playType=: one lottery game's opened numbers, or every game's latest draw. */
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
  const opened = useQuery(openedNumbersQuery(api, gameCode));
  if (opened.isError) return <p role="alert">{t('errors.network')}</p>;
  const draws = opened.data?.list ?? [];
  const name = draws[0]?.gameName ?? gameCode;
  return (
    <section aria-labelledby="lottery-game">
      <div className="lottery-head">
        <h2 id="lottery-game">{name}</h2>
        <FavouriteToggle gameCode={gameCode} gameName={name} />
      </div>
      {playType && <p className="lottery-playtype">{t('play.playType', { type: playType })}</p>}
      <DrawTable draws={draws} caption={t('play.latestNumbers')} />
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
        </li>
      ))}
    </ul>
  );
}
