import { useTranslation } from '@client/lib/use-translation';
import { Link } from 'react-router';
import { GameFrame } from '../features/games/components/game-frame';

/** /game: the launched game in an iframe (docs/product.md 2.1: the game URL is stored and the player sent here). */
export default function GamePage() {
  const { t } = useTranslation();
  return (
    <div className="game-page">
      <div className="game-page-bar">
        <h1 className="page-title">{t('play.gameTitle')}</h1>
        <Link to="/seamless" className="btn">
          {t('play.seamlessMode')}
        </Link>
      </div>
      <GameFrame />
    </div>
  );
}
