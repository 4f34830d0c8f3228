import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useApp, useSession } from '@client/app/app-context';
import { memberKeys } from '@client/lib/query-keys';
import { type ErrorKeyOf, useFormCall } from '@client/lib/use-form-call';
import { memberErrorKey } from '../errors';

/**
 * A bonus claim (rebate, reward, mission, rescue fund, referral, red envelope; docs/product.md
 * 2.5): sent with a request id the gateway pays once, so a retry after a lost answer pays
 * nothing twice. A refused claim is answered for good, so every press after an answer is a
 * new request; then the member's data reloads (the balance and the menu's badges follow).
 */
export function useBonusClaim(keyOf: ErrorKeyOf = memberErrorKey) {
  const { api } = useApp();
  const username = useSession((s) => s.session?.username ?? '');
  const queryClient = useQueryClient();
  const [requestId, setRequestId] = useState(() => crypto.randomUUID());
  const [done, setDone] = useState('');
  const { busy, formError, setFormError, run } = useFormCall(keyOf);
  const clear = () => {
    setDone('');
    setFormError('');
  };
  /** `call` claims under the request id and answers what to announce ('' for nothing). */
  const claim = (call: (requestId: string) => Promise<string>) => {
    clear();
    return run(async () => {
      try {
        setDone(await call(requestId));
      } finally {
        setRequestId(crypto.randomUUID());
        await queryClient.invalidateQueries({ queryKey: memberKeys.of(username) });
      }
    });
  };
  return { api, username, busy, formError, done, claim, clear };
}
