import { NavLink } from 'react-router';
import { useTranslation } from '@client/lib/use-translation';
import { useUi } from '../app/app-context';
import { ChatLauncher } from '../features/chat/components/chat-launcher';
import { useCustomerService } from '../features/service/hooks/use-customer-service';
import { useLayoutData } from './use-layout-data';

/** The side menu's service group: customer service, the announcements, the help centre and (CBS3) the chat. */
export function SideService() {
  const { t } = useTranslation();
  const { flag } = useLayoutData();
  const openService = useCustomerService();
  const openAnnouncements = useUi((s) => s.setAnnouncementsOpen);
  const setDrawer = useUi((s) => s.setDrawer);
  return (
    <li className="side-service">
      <span className="side-heading" id="side-service">
        {t('service.title')}
      </span>
      <ul aria-labelledby="side-service">
        <li>
          <button type="button" className="side-button" onClick={() => openService()}>
            {t('content.service.open')}
          </button>
        </li>
        <li>
          <button
            type="button"
            className="side-button"
            onClick={() => {
              setDrawer(false);
              openAnnouncements(true);
            }}
          >
            {t('content.announcements.title')}
          </button>
        </li>
        <li>
          <NavLink to="/helpmc">{t('layout.helpCentre')}</NavLink>
        </li>
        {flag('CBS3') && (
          <li>
            <ChatLauncher />
          </li>
        )}
      </ul>
    </li>
  );
}
