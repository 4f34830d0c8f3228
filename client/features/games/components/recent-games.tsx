import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '@client/lib/use-translation';
import { TRIAL_ACCOUNT_TYPE } from '@shared/constants';
import { useApp, useSession } from '@client/app/app-context';
import { useActionCheck } from '@client/lib/use-action-check';
import { recentGamesQuery } from '../api/get-play-lists';
import { GameGrid } from './launch-dialogs';

/** The member's recent games as a lane (docs/product.md 6: members only; a trial account gets the warning). */
export function RecentGames() {
  const { t } = useTranslation();
  const session = useSession((s) => s.session);
  const actionCheck = useActionCheck();
  if (!session) return null;
  if (session.type === TRIAL_ACCOUNT_TYPE)
    return (
      <section className="lane recent-lane" aria-labelledby="recent-title">
        <h2 id="recent-title" className="lane-title">
          {t('play.recentGames')}
        </h2>
        <button type="button" className="btn" onClick={() => actionCheck()}>
          {t('play.showRecent')}
        </button>
      </section>
    );
  return <MemberRecentGames username={session.username} />;
}

function MemberRecentGames({ username }: { username: string }) {
  const { t } = useTranslation();
  const { api } = useApp();
  const recent = useQuery(recentGamesQuery(api, username));
  if (!recent.data || recent.data.list.length === 0) return null;
  return (
    <section className="lane recent-lane" aria-labelledby="recent-title">
      <h2 id="recent-title" className="lane-title">
        {t('play.recentGames')}
      </h2>
      <GameGrid cards={recent.data.list} />
    </section>
  );
}
