import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '@client/lib/use-translation';
import { centreAllowed } from '@shared/centre';
import { useApp, useUi } from '../app/app-context';
import type { PublicSession } from '@shared/portal-state';
import { Sheet } from '../components/ui/sheet';
import { memberInfoQuery } from '../lib/member';
import { useOpenCentre } from '../lib/use-open-centre';

/**
 * The account tab's sheet on a phone: the avatar menu's entries (docs/product.md 2.3) and withdraw,
 * which the phone's one-row header leaves out.
 */
export function AccountSheet({ session, onClose }: { session: PublicSession; onClose: () => void }) {
  const { t } = useTranslation();
  const { api } = useApp();
  const openAuth = useUi((s) => s.openAuth);
  const openCentre = useOpenCentre();
  const member = useQuery(memberInfoQuery(api, session.username));
  const label = member.data?.clubLabel;
  const choose = (action: () => void) => () => {
    onClose();
    action();
  };
  const items: [string, () => void][] = [
    [t('header.withdraw'), () => openCentre.member('withdraw')],
    [t('header.members'), () => openCentre.member('securityCenter')],
    [t('centre.member.transactionHistory'), () => openCentre.member('transactionHistory')],
    [t('centre.member.personalHistoryCopy'), () => openCentre.member('personalHistoryCopy')],
    // the agent centre for agents only, as in the avatar menu
    ...(centreAllowed('agent', session) ? [[t('centre.agent.title'), () => openCentre.agent()] as [string, () => void]] : []),
    [t('auth.logout'), () => openAuth('logout')],
  ];
  return (
    <Sheet title={member.data?.nickname ?? session.username} onClose={onClose} className="account-sheet">
      {label && (
        <button
          type="button"
          className="member-label"
          style={{ color: label.color, background: label.color2 }}
          onClick={choose(() => openCentre.member('playerRank'))}
        >
          {label.labelName}
        </button>
      )}
      <ul className="sheet-list">
        {items.map(([text, action]) => (
          <li key={text}>
            <button type="button" className="sheet-item" onClick={choose(action)}>
              {text}
            </button>
          </li>
        ))}
      </ul>
    </Sheet>
  );
}
