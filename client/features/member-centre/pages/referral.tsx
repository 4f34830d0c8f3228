import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '@client/lib/use-translation';
import type { ReferralFriend } from '@shared/api/member';
import { TableScroll } from '@client/components/ui/table-scroll';
import { useApp, useSession } from '@client/app/app-context';
import { Loading, QueryError } from '@client/components/ui/query-state';
import { FormAlert } from '@client/components/ui/text-field';
import { useBrandTime } from '@client/lib/brand-time';
import { useBrandMoney } from '@client/lib/money';
import { useFormCall } from '@client/lib/use-form-call';
import { claimReferral, referralQuery } from '../api/referral';
import { ReferralLink } from '../components/referral-link';
import { memberErrorKey, referralLoadErrorKey } from '../errors';
import '@client/styles/cashier.css';
import '@client/styles/member-centre.css';
import { memberKeys } from '@client/lib/query-keys';

/**
 * referral (docs/product.md 2.5 invite friends; shown only when availablePromo REFERRAL is on): the
 * member's link (/register?referralCode=…) with copy, share and its QR code, the friends who
 * registered with it and what each earned the member (claimed once per friend), and the rules.
 */
export default function Referral() {
  const { t } = useTranslation();
  const time = useBrandTime();
  const { api } = useApp();
  const username = useSession((s) => s.session?.username ?? '');
  const queryClient = useQueryClient();
  const money = useBrandMoney();
  const [done, setDone] = useState('');
  const [requestId, setRequestId] = useState(() => crypto.randomUUID());
  const { busy, formError, setFormError, run } = useFormCall(memberErrorKey);
  const referral = useQuery(referralQuery(api, username));

  if (referral.isPending) return <Loading />;
  if (referral.isError) return <QueryError error={referral.error} onRetry={() => void referral.refetch()} keyOf={referralLoadErrorKey} />;
  const info = referral.data;
  const claim = (f: ReferralFriend) => {
    setDone('');
    setFormError('');
    return run(async () => {
      try {
        const paid = await claimReferral(api, f.id, requestId);
        setDone(t('referral.claimedNow', { amount: money(paid.amount), friend: paid.username }));
      } finally {
        setRequestId(crypto.randomUUID());
        await queryClient.invalidateQueries({ queryKey: memberKeys.of(username) });
      }
    });
  };

  return (
    <div className="referral">
      <ReferralLink code={info.code} />
      <section aria-labelledby="referral-friends">
        <h4 id="referral-friends">{t('referral.friends', { count: info.friends.length })}</h4>
        <dl className="records-totals">
          <dt>{t('referral.earned')}</dt>
          <dd data-testid="referral-earned">{money(info.earned)}</dd>
        </dl>
        <FormAlert message={formError} />
        {done && (
          <p className="deposit-status deposit-status-paid" role="status">
            {done}
          </p>
        )}
        {info.friends.length === 0 ? (
          <p className="centre-empty">{t('referral.noFriends')}</p>
        ) : (
          <TableScroll label={t('centre.member.referral')}>
            <table className="records-table" data-testid="referral-friends">
              <thead>
                <tr>
                  <th scope="col">{t('referral.friend')}</th>
                  <th scope="col">{time.heading(t('referral.registeredAt'))}</th>
                  <th scope="col">{t('referral.state')}</th>
                  <th scope="col">{t('referral.amount')}</th>
                </tr>
              </thead>
              <tbody>
                {info.friends.map((f) => (
                  <tr key={f.id}>
                    <td>{f.username}</td>
                    <td>{time.dateTime(f.registeredAt)}</td>
                    <td>
                      {f.state === 'claimable' ? (
                        <button
                          type="button"
                          className="btn btn-primary btn-small"
                          disabled={busy}
                          aria-label={t('referral.claimFor', { friend: f.username })}
                          onClick={() => void claim(f)}
                        >
                          {t('rewards.claim')}
                        </button>
                      ) : (
                        t(`referral.status.${f.state}`)
                      )}
                    </td>
                    <td>{money(f.amount)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </TableScroll>
        )}
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
