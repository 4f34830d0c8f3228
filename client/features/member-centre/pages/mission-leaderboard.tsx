import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '@client/lib/use-translation';
import type { Mission } from '@shared/api/member';
import { Loading, QueryError } from '@client/components/ui/query-state';
import { useBrandTime } from '@client/lib/brand-time';
import { useBrandMoney } from '@client/lib/money';
import { claimMission, leaderboardQuery, missionsQuery } from '../api/missions';
import { FormOutcome } from '@client/components/ui/form-outcome';
import { LeaderboardTable } from '../components/leaderboard-table';
import { MissionList } from '../components/mission-list';
import { useBonusClaim } from '../hooks/use-bonus-claim';
import '@client/styles/cashier.css';
import '@client/styles/member-centre.css';

/**
 * missionLeaderboard (docs/product.md 2.5): the day's missions with progress fed by real play, deposits
 * and logins, claimed once when complete (the menu's badge counts those not claimed yet), and
 * the day's leaderboard by turnover with the member's own place.
 */
export default function MissionLeaderboard() {
  const { t } = useTranslation();
  const time = useBrandTime();
  const money = useBrandMoney();
  const { api, username, busy, formError, done, claim } = useBonusClaim();
  const board = useQuery(missionsQuery(api, username));
  const ranking = useQuery(leaderboardQuery(api, username));
  const claimOne = (m: Mission) =>
    void claim(async (requestId) => t('missions.claimedNow', { amount: money((await claimMission(api, m.code, requestId)).reward) }));

  return (
    <div className="missions">
      <section aria-labelledby="missions-today">
        <h4 id="missions-today">{t('missions.today')}</h4>
        {board.isPending ? (
          <Loading />
        ) : board.isError ? (
          <QueryError error={board.error} onRetry={() => void board.refetch()} />
        ) : (
          <>
            <p className="rebate-period">{t('missions.resets', { date: time.at(board.data.periodEnd) })}</p>
            <FormOutcome error={formError} done={done} />
            <MissionList missions={board.data.missions} busy={busy} onClaim={claimOne} />
          </>
        )}
      </section>
      <section aria-labelledby="missions-leaderboard">
        <h4 id="missions-leaderboard">{t('missions.leaderboard')}</h4>
        {ranking.isPending ? (
          <Loading />
        ) : ranking.isError ? (
          <QueryError error={ranking.error} onRetry={() => void ranking.refetch()} />
        ) : (
          <LeaderboardTable ranking={ranking.data} />
        )}
      </section>
    </div>
  );
}
