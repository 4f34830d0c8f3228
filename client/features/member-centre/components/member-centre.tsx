import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { AGENT_ACCOUNT_TYPES } from '../../../../shared/constants';
import type { MemberInfo } from '../../../../shared/contract';
import { useApp, useSession, useUi } from '../../../app/app-context';
import { CentreShell, NotAvailablePanel } from '../../../components/ui/centre-shell';
import { errorKey } from '../../../layout/route-error';
import { memberInfoQuery } from '../../auth/api/get-member-info';

/** SPEC.md 2.5 member centre pages, in the menu's order. */
export const MEMBER_CENTRE_PAGES = [
  'securityCenter',
  'transferFund',
  'depositv2',
  'withdraw',
  'transferUpline',
  'personalHistoryCopy',
  'transactionHistory',
  'personalProfit',
  'bonusDetails',
  'rewardCenter',
  'referral',
  'missionLeaderboard',
  'messageV2',
  'manualRebate',
] as const;

/** The member centre popup; default page securityCenter (my account). */
export default function MemberCentre({ page }: { page: string }) {
  const { t } = useTranslation();
  const { ui } = useApp();
  // playerRank opens from the avatar menu's member label; it has no menu entry of its own
  const current = (MEMBER_CENTRE_PAGES as readonly string[]).includes(page) || page === 'playerRank' ? page : 'securityCenter';
  const open = (next: string) => ui.getState().openCentre({ kind: 'member', page: next });
  return (
    <CentreShell
      title={t('centre.member.title')}
      pages={MEMBER_CENTRE_PAGES.map((id) => ({ id, label: t(`centre.member.${id}`) }))}
      current={current}
      onSelect={open}
      onClose={() => ui.getState().openCentre(null)}
    >
      {current === 'securityCenter' ? <SecurityCenter /> : <NotAvailablePanel title={t(`centre.member.${current}`)} />}
    </CentreShell>
  );
}

/** My account: who the member is (GET /wps/member/info) and the change-password action. */
function SecurityCenter() {
  const { t } = useTranslation();
  const { api } = useApp();
  const username = useSession((s) => s.session?.username ?? '');
  const openAuth = useUi((s) => s.openAuth);
  const openCentre = useUi((s) => s.openCentre);
  const info = useQuery(memberInfoQuery(api, username));
  return (
    <>
      <h3 id="centre-page-title">{t('centre.member.securityCenter')}</h3>
      {info.isPending && <p aria-busy="true">{t('centre.loading')}</p>}
      {info.isError && (
        <div className="form-error" role="alert">
          <p>{t(errorKey(info.error))}</p>
          <button type="button" className="btn btn-ghost" onClick={() => void info.refetch()}>
            {t('centre.retry')}
          </button>
        </div>
      )}
      {info.data && <AccountDetails member={info.data} />}
      <div className="centre-actions">
        <button
          type="button"
          className="btn btn-primary"
          onClick={() => {
            openCentre(null);
            openAuth('changePasswordSelf');
          }}
        >
          {t('auth.changePassword.title')}
        </button>
      </div>
    </>
  );
}

function AccountDetails({ member }: { member: MemberInfo }) {
  const { t } = useTranslation();
  const agent = (AGENT_ACCOUNT_TYPES as readonly number[]).includes(member.type);
  return (
    <dl className="account-details">
      <dt>{t('centre.account')}</dt>
      <dd data-testid="centre-account">{member.account}</dd>
      <dt>{t('centre.nickname')}</dt>
      <dd>{member.nickname}</dd>
      <dt>{t('centre.accountType')}</dt>
      <dd>{t(agent ? 'centre.type.agent' : 'centre.type.member')}</dd>
      {member.clubLabel && (
        <>
          <dt>{t('centre.club')}</dt>
          <dd>{member.clubLabel.labelName}</dd>
        </>
      )}
    </dl>
  );
}
