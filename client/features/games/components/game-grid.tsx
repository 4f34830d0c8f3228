import type { GameCard as Card } from '@shared/api';
import { GameCard } from './game-card';

/** A grid of cards (lists, favourites, popular games). */
export function GameGrid({ cards }: { cards: Card[] }) {
  return (
    <ul className="card-grid">
      {cards.map((card) => (
        <li key={`${card.vassalage}-${card.gameId}`}>
          <GameCard card={card} />
        </li>
      ))}
    </ul>
  );
}
