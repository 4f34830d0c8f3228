import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '@client/lib/use-translation';
import { CENTRE_HOME } from '@shared/centre';
import { useApp, useSession } from '@client/app/app-context';
import { resolveCentrePage } from '@client/components/centre/centre-registry';
import { CentrePageView } from '@client/components/centre/centre-page-view';
import { CentreShell } from '@client/components/ui/centre-shell';
import { missionSummaryQuery } from '../api/missions';
import { availablePromoQuery } from '../api/referral';
import { MEMBER_CENTRE_HIDDEN, MEMBER_CENTRE_PAGES } from '../registry';
import '@client/styles/member-centre.css';

/** The member centre popup (docs/product.md 2.5) on one of its registry's pages; default securityCenter. */
export default function MemberCentre({ page }: { page: string }) {
  const { t } = useTranslation();
  const { ui, api } = useApp();
  // docs/product.md 2.5: invite friends is in the menu only while the brand's referral programme is on
  const referralOn = useQuery(availablePromoQuery(api)).data?.availablePromo.REFERRAL.enabled === true;
  const menu = MEMBER_CENTRE_PAGES.filter((p) => p.id !== 'referral' || referralOn);
  // and missions carry a badge with the count of the day's missions not claimed yet
  const username = useSession((s) => s.session?.username ?? '');
  const outstanding = useQuery({ ...missionSummaryQuery(api, username), enabled: username !== '' }).data?.outstanding ?? 0;
  const entry = resolveCentrePage([...MEMBER_CENTRE_PAGES, ...MEMBER_CENTRE_HIDDEN], page, CENTRE_HOME.member);
  return (
    <CentreShell
      title={t('centre.member.title')}
      pages={menu.map((p) => ({
        id: p.id,
        label: t(`centre.member.${p.id}`),
        badge: p.id === 'missionLeaderboard' ? { count: outstanding, text: t('missions.badge', { count: outstanding }) } : undefined,
      }))}
      current={entry.id}
      onSelect={(next) => ui.getState().openCentre({ kind: 'member', page: next })}
      onClose={() => ui.getState().openCentre(null)}
    >
      <CentrePageView entry={entry} title={t(`centre.member.${entry.id}`)} />
    </CentreShell>
  );
}
