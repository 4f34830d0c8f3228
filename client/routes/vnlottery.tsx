import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '@client/lib/use-translation';
import { Link, useSearchParams } from 'react-router';
import { useApp } from '../app/app-context';
import { vnMenuQuery, vnNumeroQuery } from '../features/games/api/get-lottery';
import { DrawTable, FavouriteToggle } from '../features/games/components/lottery-parts';

/** /vnlottery?gameCode=: the Vietnam lottery's regions and games, and their opened numbers. */
export default function VnLotteryPage() {
  const { t } = useTranslation();
  const { api } = useApp();
  const [params] = useSearchParams();
  const gameCode = params.get('gameCode');
  const menu = useQuery(vnMenuQuery(api));
  const numero = useQuery(vnNumeroQuery(api, gameCode));
  const games = (menu.data ?? []).flatMap((g) => g.gameMenus);
  const selected = games.find((g) => g.gameCode === gameCode);
  return (
    <div className="vnlottery-page">
      <h1 className="page-title">{t('play.vnLotteryTitle')}</h1>
      {menu.isError && <p role="alert">{t('errors.network')}</p>}
      <nav className="vn-regions" aria-label={t('play.vnLotteryTitle')}>
        {(menu.data ?? []).map((group) => (
          <section key={group.gameGroupCode} className="vn-region">
            <h2>{t(`play.vnGroup.${group.gameGroupCode}`)}</h2>
            <ul>
              {group.gameMenus.map((g) => (
                <li key={g.gameCode}>
                  <Link to={`/vnlottery?${new URLSearchParams({ gameCode: g.gameCode })}`} aria-current={g.gameCode === gameCode ? 'page' : undefined}>
                    {g.gameName}
                  </Link>
                  <FavouriteToggle gameCode={g.gameCode} gameName={g.gameName} />
                </li>
              ))}
            </ul>
          </section>
        ))}
      </nav>
      <section aria-labelledby="vn-numbers">
        <h2 id="vn-numbers">{selected ? selected.gameName : t('play.allVnGames')}</h2>
        {numero.isError ? (
          <p role="alert">{t('errors.network')}</p>
        ) : (
          <DrawTable draws={numero.data?.list ?? []} caption={t('play.latestNumbers')} showGame={!selected} />
        )}
      </section>
    </div>
  );
}
