/**
 * An authenticator app in the tests: the code a secret shows at a moment (otpauth, the same
 * RFC 6238 settings the gateway uses), so gateway and browser tests answer like a phone would.
 */
import { Secret, TOTP } from 'otpauth';

export const totpCodeAt = (secret: string, at: number) =>
  new TOTP({ secret: Secret.fromBase32(secret), algorithm: 'SHA1', digits: 6, period: 30 }).generate({ timestamp: at });
