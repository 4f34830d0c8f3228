import type { QueryClient } from '@tanstack/react-query';
import { TRIAL_ACCOUNT_TYPE } from '@shared/constants';
import { PROTECTION_PARENT_MODULE } from '@shared/protection-rules';
import type { Whitelabel } from '@shared/api';
import type { CentreQuery } from '../components/centre/centre-registry';
import { unreadCountQuery } from '../features/content/api/get-unread-count';
import { sessionClockQuery } from '../features/member-centre/api/protection';
import type { ApiClient } from '../lib/api-client';
import { balanceQuery, memberInfoQuery } from '../lib/member';
import { isModuleOn } from '../lib/whitelabel';
import type { PortalState, PublicSession } from '@shared/portal-state';

/**
 * How long a member's page waits for the member's own data before it renders without what has
 * not come: that part shows its loading state and the browser loads it, as it did before the
 * server rendered it. The page's head (its CSS and code) has gone out already; this holds only
 * its body. About what a phone takes to load and hydrate the page before it could ask itself,
 * so what waits this long is still no later than the browser's own call would have brought it.
 */
export const MEMBER_DATA_BUDGET_MS = 2_000;

/**
 * The member's own queries the header shows at once: balance, name, unread count and session
 * clock (apart from member-data.ts, whose centre registries the browser's entry does without).
 */
export function memberHeaderQueries(input: {
  api: ApiClient;
  session: PublicSession;
  portal: Pick<PortalState, 'brand'>;
  whitelabel: Whitelabel | undefined;
}): CentreQuery[] {
  const { api, session, portal, whitelabel } = input;
  const { username } = session;
  const flag = (modId: string) => isModuleOn(whitelabel, portal.brand.flags, modId);
  return [
    memberInfoQuery(api, username),
    balanceQuery(api, username),
    unreadCountQuery(api, username),
    // the session clock, where the brand offers responsible gaming (a trial account has none)
    ...(session.type !== TRIAL_ACCOUNT_TYPE && flag(PROTECTION_PARENT_MODULE) ? [sessionClockQuery(api, username)] : []),
  ];
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
