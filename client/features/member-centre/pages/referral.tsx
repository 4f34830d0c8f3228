import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '@client/lib/use-translation';
import type { ReferralFriend } from '@shared/api/member';
import { Loading, QueryError } from '@client/components/ui/query-state';
import { useBrandMoney } from '@client/lib/money';
import { claimReferral, referralQuery } from '../api/referral';
import { FormOutcome } from '@client/components/ui/form-outcome';
import { ReferralFriends } from '../components/referral-friends';
import { ReferralLink } from '../components/referral-link';
import { referralLoadErrorKey } from '../errors';
import { useBonusClaim } from '../hooks/use-bonus-claim';
import '@client/styles/cashier.css';
import '@client/styles/member-centre.css';

/**
 * referral (docs/product.md 2.5 invite friends; shown only when availablePromo REFERRAL is on): the
 * member's link (/register?referralCode=…) with copy, share and its QR code, the friends who
 * registered with it and what each earned the member (claimed once per friend), and the rules.
 */
export default function Referral() {
  const { t } = useTranslation();
  const money = useBrandMoney();
  const { api, username, busy, formError, done, claim } = useBonusClaim();
  const referral = useQuery(referralQuery(api, username));

  if (referral.isPending) return <Loading />;
  if (referral.isError) return <QueryError error={referral.error} onRetry={() => void referral.refetch()} keyOf={referralLoadErrorKey} />;
  const info = referral.data;
  const claimFor = (f: ReferralFriend) =>
    void claim(async (requestId) => {
      const paid = await claimReferral(api, f.id, requestId);
      return t('referral.claimedNow', { amount: money(paid.amount), friend: paid.username });
    });

  return (
    <div className="referral">
      <ReferralLink code={info.code} />
      <section aria-labelledby="referral-friends">
        <h4 id="referral-friends">{t('referral.friends', { count: info.friends.length })}</h4>
        <dl className="records-totals">
          <dt>{t('referral.earned')}</dt>
          <dd data-testid="referral-earned">{money(info.earned)}</dd>
        </dl>
        <FormOutcome error={formError} done={done} />
        <ReferralFriends friends={info.friends} busy={busy} onClaim={claimFor} />
      </section>
      <section aria-labelledby="referral-rules">
        <h4 id="referral-rules">{t('referral.rules')}</h4>
        <ol className="referral-rules">
          <li>{t('referral.rule1')}</li>
          <li>{t('referral.rule2', { amount: money(info.friendBonus), deposit: money(info.minDeposit) })}</li>
          <li>{t('referral.rule3')}</li>
        </ol>
      </section>
    </div>
  );
}
