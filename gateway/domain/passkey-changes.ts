/**
 * Adding and removing a passkey with the fresh proof a change of the second factor needs
 * (domain/factor-change.ts): apart from domain/passkeys.ts, which the second-factor check
 * itself reaches, so that no import runs in a circle.
 */
import type { PasskeyCreationOptions } from '@shared/api/passkeys';
import type { SecondFactorProof } from '@shared/api/second-factor';
import type { Caller } from './caller';
import { factorChangeRefusal } from './factor-change';
import type { Outcome } from './outcome';
import { type RelyingParty, registrationOptions, removeOwnPasskey } from './passkeys';

/** POST register/options: only with a proof (PASSKEY_ADD). */
export const provenRegistrationOptions = (
  db: D1Database,
  who: Caller,
  binding: string,
  rp: RelyingParty,
  proof: SecondFactorProof | undefined,
): Promise<Outcome<PasskeyCreationOptions>> => registrationOptions(db, who, binding, rp, () => factorChangeRefusal(db, who, 'PASSKEY_ADD', proof));

/** POST remove: only with a proof (PASSKEY_REMOVE). */
export const provenPasskeyRemoval = (db: D1Database, who: Caller, id: string, proof: SecondFactorProof | undefined): Promise<Outcome<null>> =>
  removeOwnPasskey(db, who, id, () => factorChangeRefusal(db, who, 'PASSKEY_REMOVE', proof));
