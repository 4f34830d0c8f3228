import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '@client/lib/use-translation';
import type { Reward, RewardState } from '@shared/api/member';
import { useApp, useSession } from '@client/app/app-context';
import { Loading, QueryError } from '@client/components/ui/query-state';
import { Tabs } from '@client/components/ui/tabs';
import { FormAlert } from '@client/components/ui/text-field';
import { useBrandTime } from '@client/lib/brand-time';
import { useBrandMoney, usePercentFormat } from '@client/lib/money';
import { useFormCall } from '@client/lib/use-form-call';
import { useOpenCentre } from '@client/lib/use-open-centre';
import { claimReward, rewardsQuery } from '../api/rewards';
import { memberErrorKey } from '../errors';
import '@client/styles/member-centre.css';
import { memberKeys } from '@client/lib/query-keys';

const STATES: RewardState[] = ['claimable', 'claimed', 'locked'];

/**
 * rewardCenter (docs/product.md 2.5): the rewards the member can claim now, has claimed, and will
 * unlock (first deposit, Zalo app "up to 131K", each VIP level's upgrade bonus). A claim pays
 * once into the wallet, as a bonus with its turnover requirement (bonusDetails).
 */
export default function RewardCenter() {
  const { t } = useTranslation();
  const time = useBrandTime();
  const { api } = useApp();
  const username = useSession((s) => s.session?.username ?? '');
  const queryClient = useQueryClient();
  const money = useBrandMoney();
  const percent = usePercentFormat();
  const [tab, setTab] = useState<RewardState>('claimable');
  const [requestId, setRequestId] = useState(() => crypto.randomUUID());
  const [done, setDone] = useState('');
  const { busy, formError, setFormError, run } = useFormCall(memberErrorKey);
  const rewards = useQuery(rewardsQuery(api, username));
  const openCentre = useOpenCentre();

  const title = (r: Reward) => t(`rewards.kind.${r.kind}`, { name: r.levelName ?? '' });
  const condition = (r: Reward) =>
    r.kind === 'level_up' ? t('rewards.when.level_up', { name: r.levelName ?? '' }) : t(`rewards.when.${r.kind}`, { percent: percent(r.percentBps ?? 0) });
  const claim = (r: Reward) => {
    setDone('');
    setFormError('');
    return run(async () => {
      try {
        const paid = await claimReward(api, r.code, requestId);
        setDone(t('rewards.claimedNow', { amount: money(paid.amount), title: title(paid) }));
      } finally {
        setRequestId(crypto.randomUUID());
        await queryClient.invalidateQueries({ queryKey: memberKeys.of(username) });
      }
    });
  };

  if (rewards.isPending) return <Loading />;
  if (rewards.isError) return <QueryError error={rewards.error} onRetry={() => void rewards.refetch()} />;
  const shown = rewards.data.filter((r) => r.state === tab);
  return (
    <div className="rewards">
      <Tabs
        label={t('centre.member.rewardCenter')}
        tabs={STATES.map((s) => ({ id: s, label: t(`rewards.tab.${s}`, { count: rewards.data.filter((r) => r.state === s).length }) }))}
        current={tab}
        onSelect={(s) => {
          setTab(s);
          setDone('');
          setFormError('');
        }}
      />
      <button type="button" className="link-button" onClick={() => openCentre.member('rescueFund')}>
        {t('rescue.open')}
      </button>
      <button type="button" className="link-button" onClick={() => openCentre.member('redEnvelope')}>
        {t('envelope.open')}
      </button>
      <FormAlert message={formError} />
      {done && (
        <p className="deposit-status deposit-status-paid" role="status">
          {done}
        </p>
      )}
      {shown.length === 0 ? (
        <p className="centre-empty">{t(`rewards.empty.${tab}`)}</p>
      ) : (
        <ul className="reward-list">
          {shown.map((r) => (
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
                  onClick={() => void claim(r)}
                >
                  {t('rewards.claim')}
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
