import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '@client/lib/use-translation';
import type { Mission } from '@shared/api/member';
import { TableScroll } from '@client/components/ui/table-scroll';
import { useApp, useSession } from '@client/app/app-context';
import { Loading, QueryError } from '@client/components/ui/query-state';
import { FormAlert } from '@client/components/ui/text-field';
import { useBrandTime } from '@client/lib/brand-time';
import { useBrandMoney } from '@client/lib/money';
import { useFormCall } from '@client/lib/use-form-call';
import { claimMission, leaderboardQuery, missionsQuery } from '../api/missions';
import { memberErrorKey } from '../errors';
import '@client/styles/cashier.css';
import '@client/styles/member-centre.css';
import { memberKeys } from '@client/lib/query-keys';

/**
 * missionLeaderboard (docs/product.md 2.5): the day's missions with progress fed by real play, deposits
 * and logins, claimed once when complete (the menu's badge counts those not claimed yet), and
 * the day's leaderboard by turnover with the member's own place.
 */
export default function MissionLeaderboard() {
  const { t } = useTranslation();
  const time = useBrandTime();
  const { api } = useApp();
  const username = useSession((s) => s.session?.username ?? '');
  const queryClient = useQueryClient();
  const money = useBrandMoney();
  const [requestId, setRequestId] = useState(() => crypto.randomUUID());
  const [done, setDone] = useState('');
  const { busy, formError, setFormError, run } = useFormCall(memberErrorKey);
  const board = useQuery(missionsQuery(api, username));
  const ranking = useQuery(leaderboardQuery(api, username));

  const title = (m: Mission) =>
    m.kind === 'bet'
      ? t(m.category ? 'missions.kind.betIn' : 'missions.kind.bet', {
          amount: money(m.target),
          category: t(`category.${m.category}`, { defaultValue: m.category ?? '' }),
        })
      : m.kind === 'deposit'
        ? t('missions.kind.deposit', { amount: money(m.target) })
        : t('missions.kind.login');
  const claim = (m: Mission) => {
    setDone('');
    setFormError('');
    return run(async () => {
      try {
        const paid = await claimMission(api, m.code, requestId);
        setDone(t('missions.claimedNow', { amount: money(paid.reward) }));
      } finally {
        setRequestId(crypto.randomUUID());
        await queryClient.invalidateQueries({ queryKey: memberKeys.of(username) });
      }
    });
  };

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
            <FormAlert message={formError} />
            {done && (
              <p className="deposit-status deposit-status-paid" role="status">
                {done}
              </p>
            )}
            <ul className="reward-list">
              {board.data.missions.map((m) => (
                <li key={m.code} className={`reward mission-${m.state}`} data-testid="mission">
                  <div className="reward-main">
                    <strong>{title(m)}</strong>
                    <span className="reward-amount">{t('missions.reward', { amount: money(m.reward) })}</span>
                    <label className="bonus-progress">
                      {m.kind === 'login'
                        ? t(m.progress >= m.target ? 'missions.loggedIn' : 'missions.notYet')
                        : t('missions.progress', { done: money(m.progress), target: money(m.target) })}
                      <progress max={m.target} value={m.progress} />
                    </label>
                  </div>
                  {m.state === 'claimable' ? (
                    <button
                      type="button"
                      className="btn btn-primary btn-small"
                      disabled={busy}
                      aria-label={t('rewards.claimOne', { title: title(m) })}
                      onClick={() => void claim(m)}
                    >
                      {t('rewards.claim')}
                    </button>
                  ) : (
                    <span className="mission-state">{t(`missions.state.${m.state}`)}</span>
                  )}
                </li>
              ))}
            </ul>
          </>
        )}
      </section>
      <section aria-labelledby="missions-leaderboard">
        <h4 id="missions-leaderboard">{t('missions.leaderboard')}</h4>
        {ranking.isPending ? (
          <Loading />
        ) : ranking.isError ? (
          <QueryError error={ranking.error} onRetry={() => void ranking.refetch()} />
        ) : ranking.data.top.length === 0 ? (
          <p className="centre-empty">{t('missions.noRanking')}</p>
        ) : (
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
                  {ranking.data.top.map((e) => (
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
              {ranking.data.me ? t('missions.myRank', { rank: ranking.data.me.rank, amount: money(ranking.data.me.turnover) }) : t('missions.notRanked')}
            </p>
          </>
        )}
      </section>
    </div>
  );
}
