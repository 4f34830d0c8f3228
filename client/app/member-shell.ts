import type { QueryClient } from '@tanstack/react-query';
import type { Whitelabel } from '@shared/api';
import { loadMemberHeader } from '../layout/member-header-slot';
import { type ApiClient, REQUEST_TIMEOUT_MS } from '../lib/api-client';
import { importWithRetry } from '../lib/import-with-retry';
import { whitelabelQuery } from '../lib/whitelabel';
import { MEMBER_SHELL_ID, type PortalState, type PublicSession } from '@shared/portal-state';

/** The session of a member whose page is a visitor's cached page (worker/ssr/page-cache.ts), or null. */
export function memberShellSession(): PublicSession | null {
  const island = document.getElementById(MEMBER_SHELL_ID);
  return island?.textContent ? (JSON.parse(island.textContent) as PublicSession) : null;
}

/**
 * What a member shell's header needs before the session is applied: the member header's chunk
 * and its data (balance, name, unread count, session clock), started before hydration. The
 * header then changes once, from the visitor's hidden buttons to the member's parts at their
 * final size: shown with "balance updating" first, the phone's one-row header wrapped and moved
 * the whole page down and back (a layout shift). Waited for as long as a call may take (not the
 * server's budget: nothing is held meanwhile but the header's member parts); what failed is
 * left for the header to load itself. The queries come in a chunk beside the header's (whose
 * parts use them), not in the entry every visitor loads.
 */
export async function prepareMemberShell(input: {
  queryClient: QueryClient;
  api: ApiClient;
  portal: Pick<PortalState, 'brand'>;
  session: PublicSession;
}): Promise<void> {
  const { queryClient, api, portal, session } = input;
  const [data] = await Promise.all([importWithRetry(() => import('./member-header-data')).catch(() => null), loadMemberHeader().catch(() => undefined)]);
  if (!data) return;
  const whitelabel = queryClient.getQueryData<Whitelabel>(whitelabelQuery(api).queryKey);
  await data.loadMemberData(queryClient, data.memberHeaderQueries({ api, session, portal, whitelabel }), REQUEST_TIMEOUT_MS);
}
