/** The zod schemas of the passkey calls (shared/api/passkeys.ts); the gateway validates with them. */
import { z } from 'zod';
import { PASSKEY_NAME_MAX } from './api/passkeys';
import { stepUpField } from './api/second-factor';

const challengeId = z.string().min(1).max(100);
/** the browser's credential JSON: checked field by field by the WebAuthn library, bounded here */
const credentialJson = z.record(z.string(), z.unknown()).refine((v) => JSON.stringify(v).length <= 16_000, 'too large');
const name = z.string().trim().min(1).max(PASSKEY_NAME_MAX);
const passkeyId = z.string().min(1).max(1400);

export const passkeyRegistrationSchema = z.object({ challengeId, name, response: credentialJson });
export const passkeyRenameSchema = z.object({ id: passkeyId, name });
/** removing needs a fresh proof (shared/api/second-factor.ts FactorChangeStep PASSKEY_REMOVE) */
export const passkeyRemoveSchema = z.object({ id: passkeyId, ...stepUpField });
/** POST register/options: a fresh proof (PASSKEY_ADD); the body may be left out to be told what is asked */
export const passkeyOptionsSchema = z.object({ ...stepUpField });
export const passkeyAssertionSchema = z.object({ challengeId, response: credentialJson });
export const passkeyLoginSchema = z.object({ assertion: passkeyAssertionSchema });
