import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { PlatformMessage } from '@shared/api/member';
import type { ApiClient } from '@client/lib/api-client';
import { memberKeys } from '@client/lib/query-keys';
import { useFormCall } from '@client/lib/use-form-call';
import { deleteMessages, readMessages } from '../api/messages';

/**
 * What the player does to their messages: open one (which marks it read), delete one, mark
 * all read. After each the member's data reloads, so the header's unread count follows.
 */
export function useMessageActions(api: ApiClient, username: string) {
  const queryClient = useQueryClient();
  const [open, setOpen] = useState<number | null>(null);
  const { busy, formError, run } = useFormCall();
  const refresh = () => queryClient.invalidateQueries({ queryKey: memberKeys.of(username) });
  const toggle = (m: PlatformMessage) => {
    setOpen(open === m.id ? null : m.id);
    if (m.read) return;
    void run(async () => {
      await readMessages(api, { ids: [m.id] });
      await refresh();
    });
  };
  const remove = (m: PlatformMessage) =>
    void run(async () => {
      await deleteMessages(api, [m.id]);
      if (open === m.id) setOpen(null);
      await refresh();
    });
  const readAll = () =>
    void run(async () => {
      await readMessages(api, { all: true });
      await refresh();
    });
  return { open, busy, formError, toggle, remove, readAll };
}
