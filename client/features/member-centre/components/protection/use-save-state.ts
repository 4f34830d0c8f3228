import { useQueryClient } from '@tanstack/react-query';
import type { ProtectionState } from '@shared/api/protection';
import { useApp, useSession } from '@client/app/app-context';
import { protectionQuery } from '@client/features/member-centre/api/protection';

/** The member's protection state as the page holds it, and how to keep a call's answer as the new state. */
export function useSaveState() {
  const { api } = useApp();
  const username = useSession((s) => s.session?.username ?? '');
  const queryClient = useQueryClient();
  return { api, username, save: (next: ProtectionState) => queryClient.setQueryData(protectionQuery(api, username).queryKey, next) };
}
