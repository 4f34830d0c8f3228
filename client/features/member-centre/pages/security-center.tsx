import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from '@client/lib/use-translation';
import { AGENT_ACCOUNT_TYPES } from '@shared/constants';
import type { MemberInfo } from '@shared/api';
import { useApp, useSession, useUi } from '@client/app/app-context';
import { useCameWithPage } from '@client/app/page-queries';
import { Loading, QueryError } from '@client/components/ui/query-state';
import { memberInfoQuery } from '@client/lib/member';
import { useModuleFlag } from '@client/lib/whitelabel';
import { BirthdayField } from '../components/birthday-field';
import { PasskeysPanel } from '../components/passkeys-panel';
import { ResponsibleGaming } from '../components/responsible-gaming';
import { TwoStepPanel } from '../components/two-step-panel';
import '@client/styles/cashier.css';
import '@client/styles/protection.css';
import '@client/styles/support.css';

/** My account: who the member is (GET /wps/member/info), the change-password action, passkeys and, where the brand offers it, responsible gaming. */
export default function SecurityCenter() {
  const { t } = useTranslation();
  const { api } = useApp();
  const username = useSession((s) => s.session?.username ?? '');
  const openAuth = useUi((s) => s.openAuth);
  const openCentre = useUi((s) => s.openCentre);
  const info = useQuery(memberInfoQuery(api, username));
  const flag = useModuleFlag();
  // the header's account bar loads the same info and may finish before this lazy page
  // hydrates: unless the page came with it, show it only after mounting, so hydration renders
  // what the server did
  const cameWithPage = useCameWithPage(memberInfoQuery(api, username).queryKey);
  const [mounted, setMounted] = useState(cameWithPage);
  useEffect(() => setMounted(true), []);
  return (
    <>
      {(!mounted || info.isPending) && <Loading />}
      {mounted && info.isError && <QueryError error={info.error} onRetry={() => void info.refetch()} />}
      {mounted && info.data && <AccountDetails member={info.data} />}
      {mounted && <BirthdayField />}
      <div className="centre-actions account-actions">
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
      {mounted && flag('TOTP') && <TwoStepPanel />}
      {mounted && <PasskeysPanel />}
      <section className="support-section" aria-labelledby="support-links">
        <h3 id="support-links">{t('support.links')}</h3>
        <div className="support-links">
          {(['supportTicket', 'feedback', 'creditReport'] as const).map((page) => (
            <button key={page} type="button" className="btn btn-secondary" onClick={() => openCentre({ kind: 'member', page })}>
              {t(`centre.member.${page}`)}
            </button>
          ))}
        </div>
      </section>
      {flag('RESPGAMING') && (
        <section className="rg-section" aria-labelledby="rg-title">
          <h3 id="rg-title">{t('protection.title')}</h3>
          <ResponsibleGaming />
        </section>
      )}
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
