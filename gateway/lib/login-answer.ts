/** How a route answers a login step (domain/login.ts): the session, or why there is none yet. */
import type { Context } from 'hono';
import type { LoginResult, TwoFactorChallenge } from '@shared/api';
import type { Exclusion } from '@shared/api/protection';
import type { SecondFactorRequired } from '@shared/api/second-factor';
import type { LoginStep } from '../domain/login';
import type { Outcome } from '../domain/outcome';
import { refusal } from './answer';
import { fail, failWith, ok } from './envelope';

/** LoginResult (plus extra, e.g. a RegisterResult's flags); 403 SELF_EXCLUDED with until; 403 TWO_FACTOR_REQUIRED with the challenge; 403 SECOND_FACTOR_REQUIRED with the login attempt. */
export function answerLogin(c: Context, step: LoginStep, extra: Record<string, unknown> = {}): Response {
  switch (step.kind) {
    case 'session':
      return ok<LoginResult>(c, { ...step.result, ...extra });
    case 'excluded':
      return failWith<Exclusion>(c, 403, 'SELF_EXCLUDED', `Logins are refused until ${new Date(step.exclusion.until).toISOString()}`, step.exclusion);
    case 'challenge':
      return failWith<TwoFactorChallenge>(c, 403, 'TWO_FACTOR_REQUIRED', 'A code was sent to confirm this new address', step.challenge);
    case 'secondFactor':
      return failWith<SecondFactorRequired>(c, 403, 'SECOND_FACTOR_REQUIRED', 'Enter a code from your authenticator app (or a recovery code)', step.required);
    case 'noSecondStep':
      // nowhere to send a code: nothing better than refusing
      return fail(c, 403, 'TWO_FACTOR_REQUIRED', 'Login from a new address needs a verified phone or e-mail; contact customer service');
    case 'stale':
      return fail(c, 401, 'NOT_LOGGED_IN', 'The account changed during the login; log in again');
  }
}

/** A login step's outcome (domain/outcome.ts): the step as answerLogin answers it, or the refusal. */
export const answerLoginOutcome = (c: Context, o: Outcome<LoginStep>, extra: Record<string, unknown> = {}) =>
  o.ok ? answerLogin(c, o.value, extra) : refusal(c, o);
