import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '@client/lib/use-translation';
import { TRIAL_ACCOUNT_TYPE } from '@shared/constants';
import { resolveLaunchUrl } from '@shared/launch';
import { useApp, useSession } from '@client/app/app-context';
import { errorKey } from '@client/lib/errors';
import { useActionCheck } from '@client/lib/use-action-check';
import { whitelabelQuery } from '@client/lib/whitelabel';
import { lotteryLobbyQuery } from '../api/lottery-lobby';
import { GameFrame } from './game-frame';
import { gameKeys } from '../api/keys';

/**
 * The lottery vendor's betting page of one game (docs/product.md 4 lottery launch, 7.2 lottery lobby),
 * framed like /game once its URL's host is checked against launchGameCDNs. A visitor gets
 * the login action check, a trial account the real-account warning (docs/product.md 5).
 */
export function LotteryBetting({
  gameCode,
  gameName,
  playType,
  onSettled,
}: {
  gameCode: string;
  gameName: string;
  playType: string | null;
  onSettled: () => void;
}) {
  const { t } = useTranslation();
  const session = useSession((s) => s.session);
  const actionCheck = useActionCheck();
  if (!session || session.type === TRIAL_ACCOUNT_TYPE)
    return (
      <section className="lottery-bet-gate" aria-labelledby="lottery-bet-title">
        <h2 id="lottery-bet-title">{t('lottery.betTitle')}</h2>
        <p>{t(session ? 'lottery.realAccountIntro' : 'lottery.loginIntro')}</p>
        <button type="button" className="btn btn-primary" onClick={() => actionCheck()}>
          {t('lottery.betOn', { name: gameName })}
        </button>
      </section>
    );
  return <BettingFrame username={session.username} gameCode={gameCode} playType={playType} onSettled={onSettled} />;
}

function BettingFrame({ username, gameCode, playType, onSettled }: { username: string; gameCode: string; playType: string | null; onSettled: () => void }) {
  const { t, i18n } = useTranslation();
  const { api, portal } = useApp();
  const queryClient = useQueryClient();
  const lobby = useQuery(
    lotteryLobbyQuery(api, { username, gameCode, playType, language: i18n.language, backUrl: typeof window === 'undefined' ? '' : window.location.href }),
  );
  // the URL is checked against the whitelabel's launch hosts before it is framed
  const whitelabel = useQuery({ ...whitelabelQuery(api), enabled: lobby.isSuccess });
  const error = lobby.error ?? whitelabel.error;
  if (error)
    return (
      <section className="lottery-bet-gate" role="alert">
        <p>{t(errorKey(error))}</p>
        <button type="button" className="btn" onClick={() => void queryClient.resetQueries({ queryKey: gameKeys.lotteryLobby(username, gameCode) })}>
          {t('errors.retry')}
        </button>
      </section>
    );
  if (!lobby.data || !whitelabel.data) return <p className="play-loading">{t('play.loading')}</p>;
  const url = resolveLaunchUrl(lobby.data.game_url, whitelabel.data.launchGameCDNs, portal.launchCdn);
  if (!url) return <p role="alert">{t('play.launchRefused')}</p>;
  return <GameFrame key={url} url={url} className="game-frame lottery-frame" onRoundSettled={onSettled} />;
}
