import { useEffect } from 'react';
import { useTranslation } from '@client/lib/use-translation';
import { Link } from 'react-router';
import { useApp } from '../app/app-context';
import { GameFrame } from '../features/games/components/game-frame';

/**
 * /seamless: the game on the whole page. The layout hides the side and top bars here
 * unless the brand flag SEAMLESSBARS forces them; the side menu starts collapsed.
 */
export default function SeamlessPage() {
  const { t } = useTranslation();
  const { ui } = useApp();
  useEffect(() => ui.setState({ sideMenuMini: true }), [ui]);
  return (
    <div className="seamless-page">
      <h1 className="visually-hidden">{t('play.gameTitle')}</h1>
      <Link to="/" className="seamless-exit">
        {t('play.exitSeamless')}
      </Link>
      <GameFrame className="game-frame game-frame-full" />
    </div>
  );
}
