import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from '@client/lib/use-translation';
import type { Reward, RewardState } from '@shared/api/member';
import { Loading, QueryError } from '@client/components/ui/query-state';
import { TabPanel, Tabs } from '@client/components/ui/tabs';
import { useBrandMoney } from '@client/lib/money';
import { useOpenCentre } from '@client/lib/use-open-centre';
import { claimReward, rewardsQuery } from '../api/rewards';
import { FormOutcome } from '@client/components/ui/form-outcome';
import { RewardList, useRewardTitle } from '../components/reward-list';
import { useBonusClaim } from '../hooks/use-bonus-claim';
import '@client/styles/member-centre.css';

const STATES: RewardState[] = ['claimable', 'claimed', 'locked'];

/**
 * rewardCenter (docs/product.md 2.5): the rewards the member can claim now, has claimed, and will
 * unlock (first deposit, Zalo app "up to 131K", each VIP level's upgrade bonus). A claim pays
 * once into the wallet, as a bonus with its turnover requirement (bonusDetails).
 */
export default function RewardCenter() {
  const { t } = useTranslation();
  const money = useBrandMoney();
  const [tab, setTab] = useState<RewardState>('claimable');
  const panelId = useId();
  const { api, username, busy, formError, done, claim, clear } = useBonusClaim();
  const rewards = useQuery(rewardsQuery(api, username));
  const openCentre = useOpenCentre();
  const title = useRewardTitle();
  const claimOne = (r: Reward) =>
    void claim(async (requestId) => {
      const paid = await claimReward(api, r.code, requestId);
      return t('rewards.claimedNow', { amount: money(paid.amount), title: title(paid) });
    });

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
          clear();
        }}
        panelId={panelId}
      />
      <button type="button" className="link-button" onClick={() => openCentre.member('rescueFund')}>
        {t('rescue.open')}
      </button>
      <button type="button" className="link-button" onClick={() => openCentre.member('redEnvelope')}>
        {t('envelope.open')}
      </button>
      <FormOutcome error={formError} done={done} />
      <TabPanel panelId={panelId} current={tab}>
        {shown.length === 0 ? <p className="centre-empty">{t(`rewards.empty.${tab}`)}</p> : <RewardList rewards={shown} busy={busy} onClaim={claimOne} />}
      </TabPanel>
    </div>
  );
}
