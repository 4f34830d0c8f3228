import type { QueryClient } from '@tanstack/react-query';
import type { Whitelabel } from '@shared/api';
import { loadMemberHeader } from '../layout/member-header-slot';
import { type ApiClient, REQUEST_TIMEOUT_MS } from '../lib/api-client';
import { importWithRetry } from '../lib/import-with-retry';
import { whitelabelQuery } from '../lib/whitelabel';
import type { PortalState, PublicSession } from '@shared/portal-state';

/**
 * What a member shell's header needs before the session is applied: the member header's chunk
 * and its data (balance, name, unread count, session clock), started before hydration. The
 * header then changes once, from the visitor's hidden buttons to the member's parts at their
 * final size: shown with "balance updating" first, the phone's one-row header wrapped and moved
 * the whole page down and back (a layout shift). Waited for as long as a call may take (not the
 * server's budget: nothing is held meanwhile but the header's member parts); what failed is
 * left for the header to load itself. The queries come in a chunk beside the header's (whose
 * parts use them), not in the entry every visitor loads. This module too is a chunk of its own,
 * imported only when the page has a member shell's island (client/entry.client.tsx).
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
