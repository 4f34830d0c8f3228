import { useTranslation } from '@client/lib/use-translation';
import type { Leaderboard } from '@shared/api/member';
import { TableScroll } from '@client/components/ui/table-scroll';
import { useBrandMoney } from '@client/lib/money';

/** The day's leaderboard by turnover, and the member's own place under it. */
export function LeaderboardTable({ ranking }: { ranking: Leaderboard }) {
  const { t } = useTranslation();
  const money = useBrandMoney();
  if (ranking.top.length === 0) return <p className="centre-empty">{t('missions.noRanking')}</p>;
  return (
    <>
      <TableScroll label={t('centre.member.missionLeaderboard')}>
        <table className="records-table" data-testid="leaderboard">
          <thead>
            <tr>
              <th scope="col">{t('missions.rank')}</th>
              <th scope="col">{t('missions.player')}</th>
              <th scope="col">{t('rebate.turnover')}</th>
            </tr>
          </thead>
          <tbody>
            {ranking.top.map((e) => (
              <tr key={e.rank}>
                <td>{e.rank}</td>
                <td>{e.username}</td>
                <td>{money(e.turnover)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </TableScroll>
      <p data-testid="leaderboard-me">
        {ranking.me ? t('missions.myRank', { rank: ranking.me.rank, amount: money(ranking.me.turnover) }) : t('missions.notRanked')}
      </p>
    </>
  );
}
