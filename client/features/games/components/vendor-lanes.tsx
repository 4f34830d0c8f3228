import { useTranslation } from '@client/lib/use-translation';
import type { GameLane } from '@shared/api';
import { GameCard } from './game-card';

/** A lobby's vendor lanes (docs/product.md 3): the lane title and its cards. */
export function VendorLanes({ lanes }: { lanes: GameLane[] }) {
  const { t } = useTranslation();
  if (lanes.length === 0) return <p className="empty">{t('games.noGames')}</p>;
  return (
    <div className="lanes">
      {lanes.map((lane) => (
        <section key={lane.title} className="lane" aria-label={lane.title}>
          <h2 className="lane-title">{lane.title}</h2>
          <ul className="card-grid">
            {lane.cards.map((card) => (
              <li key={`${card.vassalage}-${card.gameId}`}>
                <GameCard card={card} />
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
