import type { ApiClient } from '@client/lib/api-client';
import { freePlay } from './api/session-calls';
import { completeLogin, type LoginTargets } from './complete-login';
import { loginErrorKey } from './login-errors';

/**
 * Free play's call and what follows it (docs/product.md 2.3 demo button): a chunk of its own,
 * run before a first tap on the button (./free-play-chunk.ts), so the entry every page loads
 * carries neither the login's follow-up nor the account calls' error texts.
 */
export async function startFreePlay(api: ApiClient, targets: LoginTargets): Promise<void> {
  await completeLogin(targets, await freePlay(api), 'social');
}

export { loginErrorKey };
