import type { QueryClient } from '@tanstack/react-query';
import { CENTRE_HOME, type CentreRef } from '@shared/centre';
import { DEFAULT_TIME_ZONE, TRIAL_ACCOUNT_TYPE } from '@shared/constants';
import { PROTECTION_PARENT_MODULE } from '@shared/protection-rules';
import type { Whitelabel } from '@shared/api';
import { presetRange, zoneOffsetMinutes } from '../lib/date-range';
import { type CentreData, type CentreDataContext, type CentreQuery, resolveCentrePage } from '../components/centre/centre-registry';
import { unreadCountQuery } from '../features/content/api/get-unread-count';
import { AGENT_CENTRE_DATA } from '../features/agent-centre/page-data';
import { AGENT_CENTRE_PAGES } from '../features/agent-centre/registry';
import { sessionClockQuery } from '../features/member-centre/api/protection';
import { MEMBER_CENTRE_DATA, MEMBER_CENTRE_FRAME_DATA } from '../features/member-centre/page-data';
import { MEMBER_CENTRE_HIDDEN, MEMBER_CENTRE_PAGES } from '../features/member-centre/registry';
import type { ApiClient } from '../lib/api-client';
import { balanceQuery, memberInfoQuery } from '../lib/member';
import { isModuleOn } from '../lib/whitelabel';
import type { PortalState, PublicSession } from './portal-state';

/**
 * How long a member's page waits for the member's own data before it renders without what has
 * not come: that part shows its loading state and the browser loads it, as it did before the
 * server rendered it. The page's head (its CSS and code) has gone out already; this holds only
 * its body. About what a phone takes to load and hydrate the page before it could ask itself,
 * so what waits this long is still no later than the browser's own call would have brought it.
 */
export const MEMBER_DATA_BUDGET_MS = 2_000;

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
  const header = [
    memberInfoQuery(api, username),
    balanceQuery(api, username),
    unreadCountQuery(api, username),
    // the session clock, where the brand offers responsible gaming (a trial account has none)
    ...(session.type !== TRIAL_ACCOUNT_TYPE && flag(PROTECTION_PARENT_MODULE) ? [sessionClockQuery(api, username)] : []),
  ];
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

/**
 * Loads `queries` into the render's cache for at most `budgetMs`. What has not succeeded by then
 * (slow, failed) leaves the cache, so the render shows its loading state, the page's state does
 * not carry it, and the browser loads it itself: the HTML and the first render in the browser
 * always see the same data.
 */
export async function loadMemberData(queryClient: QueryClient, queries: CentreQuery[], budgetMs = MEMBER_DATA_BUDGET_MS): Promise<void> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  await Promise.race([
    Promise.all(queries.map((query) => queryClient.prefetchQuery(query))),
    new Promise<void>((resolve) => {
      timer = setTimeout(resolve, budgetMs);
    }),
  ]);
  clearTimeout(timer);
  for (const { queryKey } of queries) {
    if (queryClient.getQueryState(queryKey)?.status !== 'success') queryClient.removeQueries({ queryKey, exact: true });
  }
}
