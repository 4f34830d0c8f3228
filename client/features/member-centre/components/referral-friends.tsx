import { useTranslation } from '@client/lib/use-translation';
import type { ReferralFriend } from '@shared/api/member';
import { TableScroll } from '@client/components/ui/table-scroll';
import { useBrandTime } from '@client/lib/brand-time';
import { useBrandMoney } from '@client/lib/money';

/** The friends who registered with the member's link, what each earned, and a claim button where one is due. */
export function ReferralFriends({ friends, busy, onClaim }: { friends: ReferralFriend[]; busy: boolean; onClaim: (f: ReferralFriend) => void }) {
  const { t } = useTranslation();
  const time = useBrandTime();
  const money = useBrandMoney();
  if (friends.length === 0) return <p className="centre-empty">{t('referral.noFriends')}</p>;
  return (
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
          {friends.map((f) => (
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
                    onClick={() => onClaim(f)}
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
  );
}
