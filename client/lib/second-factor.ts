/**
 * The second factor as the page handles it (shared/api/second-factor.ts): what a refusal asks
 * for, and the proof a typed code makes (a 6-digit authenticator code or a recovery code).
 */
import type { SecondFactorProof, SecondFactorRequired } from '@shared/api/second-factor';
import { ApiFailure } from './api-client';

/** What a SECOND_FACTOR_REQUIRED refusal asks for; null for any other error. */
export function secondFactorAsked(error: unknown): SecondFactorRequired | null {
  if (!(error instanceof ApiFailure) || error.code !== 'SECOND_FACTOR_REQUIRED') return null;
  return (error.value as SecondFactorRequired | null) ?? null;
}

/** A typed code that is worth sending: six digits, or a recovery code (ten letters and digits, a dash allowed). */
export const codeLooksRight = (code: string, recovery: boolean) =>
  recovery ? /^[a-z0-9]{10}$/i.test(code.replace(/[\s-]/g, '')) : /^\d{6}$/.test(code.trim());

export const proofOf = (code: string, recovery: boolean): SecondFactorProof =>
  recovery ? { kind: 'recovery', code: code.trim() } : { kind: 'totp', code: code.trim() };
