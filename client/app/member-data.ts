import { CENTRE_HOME, type CentreRef } from '@shared/centre';
import { DEFAULT_TIME_ZONE } from '@shared/constants';
import type { Whitelabel } from '@shared/api';
import { presetRange, zoneOffsetMinutes } from '../lib/date-range';
import { type CentreData, type CentreDataContext, type CentreQuery, resolveCentrePage } from '../components/centre/centre-registry';
import { AGENT_CENTRE_DATA } from '../features/agent-centre/page-data';
import { AGENT_CENTRE_PAGES } from '../features/agent-centre/registry';
import { MEMBER_CENTRE_DATA, MEMBER_CENTRE_FRAME_DATA } from '../features/member-centre/page-data';
import { MEMBER_CENTRE_HIDDEN, MEMBER_CENTRE_PAGES } from '../features/member-centre/registry';
import type { ApiClient } from '../lib/api-client';
import { isModuleOn } from '../lib/whitelabel';
import { memberHeaderQueries } from './member-header-data';
import type { PortalState, PublicSession } from '@shared/portal-state';

/** The header's part and the budget are their own module (the browser's entry uses them for a member shell). */
export { loadMemberData, MEMBER_DATA_BUDGET_MS } from './member-header-data';

/**
 * The member's own queries a page shows at once: the header's balance, name, unread count and
 * session clock, and with a centre open its frame's and its page's first screen (each centre's
 * page-data.ts).
 */
export function memberPageQueries(input: {
  api: ApiClient;
  session: PublicSession;
  centre: CentreRef | null;
  portal: Pick<PortalState, 'brand'>;
  whitelabel: Whitelabel | undefined;
}): CentreQuery[] {
  const { api, session, centre, portal, whitelabel } = input;
  const { username } = session;
  const flag = (modId: string) => isModuleOn(whitelabel, portal.brand.flags, modId);
  const header = memberHeaderQueries(input);
  if (!centre) return header;
  const timeZone = portal.brand.timeZone ?? DEFAULT_TIME_ZONE;
  // a records page's first range, as useRangeFilter starts it (the last 7 days of the brand's zone)
  const days = presetRange('last7', timeZone);
  const ctx: CentreDataContext = { api, username, timeZone, flag, range: { ...days, tz: zoneOffsetMinutes(days.from, timeZone) } };
  // the page the centre shows, as its frame picks it (an unknown page, or one gated off, is its home)
  const data: (CentreData | undefined)[] = [];
  if (centre.kind === 'member') {
    const page = resolveCentrePage([...MEMBER_CENTRE_PAGES, ...MEMBER_CENTRE_HIDDEN], centre.page, CENTRE_HOME.member);
    data.push(MEMBER_CENTRE_FRAME_DATA, MEMBER_CENTRE_DATA[page.id]);
  } else {
    const page = resolveCentrePage(
      AGENT_CENTRE_PAGES.filter((p) => !p.flag || flag(p.flag)),
      centre.page,
      CENTRE_HOME.agent,
    );
    data.push(AGENT_CENTRE_DATA[page.id]);
  }
  return [...header, ...data.flatMap((jobs) => jobs?.(ctx) ?? [])];
}
