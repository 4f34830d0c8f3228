import { useTranslation } from '@client/lib/use-translation';
import type { Mission } from '@shared/api/member';
import { useBrandMoney } from '@client/lib/money';

/** What a mission asks, in the player's words: a turnover (in a category), a deposit or a login. */
export function useMissionTitle() {
  const { t } = useTranslation();
  const money = useBrandMoney();
  return (m: Mission) =>
    m.kind === 'bet'
      ? t(m.category ? 'missions.kind.betIn' : 'missions.kind.bet', {
          amount: money(m.target),
          category: t(`category.${m.category}`, { defaultValue: m.category ?? '' }),
        })
      : m.kind === 'deposit'
        ? t('missions.kind.deposit', { amount: money(m.target) })
        : t('missions.kind.login');
}

/** The day's missions with their progress; a complete one has its claim button. */
export function MissionList({ missions, busy, onClaim }: { missions: Mission[]; busy: boolean; onClaim: (m: Mission) => void }) {
  const { t } = useTranslation();
  const money = useBrandMoney();
  const title = useMissionTitle();
  return (
    <ul className="reward-list">
      {missions.map((m) => (
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
              onClick={() => onClaim(m)}
            >
              {t('rewards.claim')}
            </button>
          ) : (
            <span className="mission-state">{t(`missions.state.${m.state}`)}</span>
          )}
        </li>
      ))}
    </ul>
  );
}
