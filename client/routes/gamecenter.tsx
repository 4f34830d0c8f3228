import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '@client/lib/use-translation';
import { Link, useSearchParams } from 'react-router';
import type { WinnerEntry } from '@shared/api/play';
import { useApp } from '../app/app-context';
import { categoryGamesQuery, winnersQuery } from '../features/games/api/get-play-lists';
import { gameCenterParams } from '../features/games/game-center-params';
import { GameCard } from '../features/games/components/game-card';
import { useLayoutData } from '../layout/use-layout-data';
import { formatNumber } from '../lib/number-format';

/** /gamecenter: the game-center lobby (docs/product.md 2.7): every category's games, latest winners and biggest wins beside them. */
export default function GameCenterPage() {
  const { t } = useTranslation();
  const { api } = useApp();
  const [params] = useSearchParams();
  const { category, page } = gameCenterParams(params);
  const { vendorGroups } = useLayoutData();
  const categories = vendorGroups.filter((g) => g.vendors.length > 0).map((g) => g.gameCategory);
  const games = useQuery(categoryGamesQuery(api, category, page));
  const winners = useQuery(winnersQuery(api));
  const link = (c: string, p = 1) => `/gamecenter?${new URLSearchParams({ category: c, ...(p > 1 ? { page: String(p) } : {}) })}`;
  const totalPages = games.data?.totalPages ?? 1;
  return (
    <div className="gamecenter">
      <h1 className="page-title">{t('play.gameCenter')}</h1>
      <nav className="gc-tabs" aria-label={t('play.categories')}>
        {categories.map((c) => (
          <Link key={c} to={link(c)} className="gc-tab" aria-current={c === category ? 'page' : undefined}>
            {t(`category.${c}`)}
          </Link>
        ))}
      </nav>
      <div className="gc-body">
        <section className="gc-games" aria-labelledby="gc-games-title">
          <h2 id="gc-games-title" className="visually-hidden">
            {t(`category.${category}`)}
          </h2>
          {games.isError && <p role="alert">{t('errors.network')}</p>}
          <ul className="card-grid">
            {(games.data?.games ?? []).map((card) => (
              <li key={`${card.vassalage}-${card.gameId}`}>
                {/* the game opens in the game popup, so the winners stay beside it */}
                <GameCard card={card} popup />
              </li>
            ))}
          </ul>
          {totalPages > 1 && (
            <nav className="gc-pages" aria-label={t('play.pages')}>
              {page > 1 && <Link to={link(category, page - 1)}>{t('play.prev')}</Link>}
              <span>{t('play.page', { page, total: totalPages })}</span>
              {page < totalPages && <Link to={link(category, page + 1)}>{t('play.next')}</Link>}
            </nav>
          )}
        </section>
        <aside className="gc-winners">
          <WinnerList title={t('play.latestWinners')} list={winners.data?.latest ?? []} />
          <WinnerList title={t('play.biggestWins')} list={winners.data?.biggest ?? []} />
        </aside>
      </div>
    </div>
  );
}

function WinnerList({ title, list }: { title: string; list: WinnerEntry[] }) {
  const { t } = useTranslation();
  return (
    <section className="winner-list" aria-label={title}>
      <h2>{title}</h2>
      {list.length === 0 ? (
        <p className="empty">{t('play.noWinners')}</p>
      ) : (
        <ol>
          {list.map((w) => (
            <li key={`${w.gameId}-${w.settledAt}-${w.player}`}>
              <span className="winner-player">{w.player}</span>
              <span className="winner-game">{w.gameName}</span>
              <span className="winner-amount">{formatNumber(w.win, 'en')}</span>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
