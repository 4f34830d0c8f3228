import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { CUSTOMER_SERVICE_POPUP, VIP_RANK_THRESHOLD } from '@shared/constants';
import type { CustomerServiceEntry } from '@shared/api';
import { useApp } from '../app/app-context';
import type { ApiClient } from './api-client';
import { memberInfoQuery } from './member';

/** docs/product.md 4 customer service info; the worker answers with each entry's path already decrypted. */
export const getCustomerService = (api: ApiClient) => api.get('/wps/system/customerService');

/*
 * Core, not the service feature's: the layout and the member centre's VIP page (playerRank) both open it.
 */

/** The live-chat entry is the one of type 3 (docs/product.md 4). */
export const LIVE_CHAT_TYPE = 3;

/** The entry a player is sent to: VIP service above rank 4, else the type 3 live chat (docs/product.md 4, 6). */
export function pickServiceEntry(entries: CustomerServiceEntry[], rankLevel: number | undefined, csType?: string): CustomerServiceEntry | undefined {
  if (csType && csType !== 'livechat' && csType !== 'VIP') return entries.find((e) => e.csType === csType);
  const vip = (rankLevel ?? 0) > VIP_RANK_THRESHOLD ? entries.find((e) => e.csType.toUpperCase() === 'VIP') : undefined;
  return vip ?? entries.find((e) => e.type === LIVE_CHAT_TYPE);
}

/**
 * docs/product.md 4 customer service: a blank 440x750 popup opens at once (inside the click, so
 * no popup blocker stops it), then the service info is fetched, the entry chosen and the
 * popup sent to its decrypted path; if anything fails the popup closes.
 * csType picks one entry of the floating service (telegram, whatsapp…); without it the
 * player gets live chat, or VIP service when their club rank is above 4.
 */
export function useCustomerService(): (csType?: string) => void {
  const { api, session } = useApp();
  const queryClient = useQueryClient();
  return useCallback(
    (csType?: string) => {
      const { width, height } = CUSTOMER_SERVICE_POPUP;
      const popup = window.open('about:blank', 'customer-service', `popup=yes,width=${width},height=${height}`);
      if (!popup) return;
      const username = session.getState().session?.username;
      void Promise.all([getCustomerService(api), username ? queryClient.fetchQuery(memberInfoQuery(api, username)) : undefined])
        .then(([entries, member]) => {
          const entry = pickServiceEntry(entries, member?.clubLabel?.rankLevel, csType);
          if (!entry) throw new Error('no customer-service entry');
          popup.location.href = entry.path;
        })
        .catch(() => popup.close());
    },
    [api, session, queryClient],
  );
}
