import { useTranslation } from '@client/lib/use-translation';
import type { Reward } from '@shared/api/member';
import { useBrandTime } from '@client/lib/brand-time';
import { useBrandMoney, usePercentFormat } from '@client/lib/money';

/** A reward's name: the first deposit, the app, or a VIP level's upgrade. */
export function useRewardTitle() {
  const { t } = useTranslation();
  return (r: Reward) => t(`rewards.kind.${r.kind}`, { name: r.levelName ?? '' });
}

/** The rewards of one tab: what each pays, when it was claimed or what unlocks it; a claimable one has its button. */
export function RewardList({ rewards, busy, onClaim }: { rewards: Reward[]; busy: boolean; onClaim: (r: Reward) => void }) {
  const { t } = useTranslation();
  const time = useBrandTime();
  const money = useBrandMoney();
  const percent = usePercentFormat();
  const title = useRewardTitle();
  const condition = (r: Reward) =>
    r.kind === 'level_up' ? t('rewards.when.level_up', { name: r.levelName ?? '' }) : t(`rewards.when.${r.kind}`, { percent: percent(r.percentBps ?? 0) });
  return (
    <ul className="reward-list">
      {rewards.map((r) => (
        <li key={r.code} className={`reward reward-${r.state}`} data-testid="reward">
          <div className="reward-main">
            <strong>{title(r)}</strong>
            <span className="reward-amount">{r.upTo ? t('rewards.upTo', { amount: money(r.amount) }) : money(r.amount)}</span>
            <small>
              {r.state === 'claimed' && r.claimedAt !== null
                ? t('rewards.claimedAt', { date: time.at(r.claimedAt) })
                : r.state === 'locked'
                  ? condition(r)
                  : t('rewards.turnover', { amount: money(r.turnoverRequired) })}
            </small>
          </div>
          {r.state === 'claimable' && (
            <button
              type="button"
              className="btn btn-primary btn-small"
              aria-label={t('rewards.claimOne', { title: title(r) })}
              disabled={busy}
              onClick={() => onClaim(r)}
            >
              {t('rewards.claim')}
            </button>
          )}
        </li>
      ))}
    </ul>
  );
}
