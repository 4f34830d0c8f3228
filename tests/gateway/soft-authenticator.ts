/**
 * A software passkey authenticator for the gateway tests: a WebCrypto P-256 key per credential,
 * and the authenticatorData, clientDataJSON, attestation object and signature a browser's
 * platform authenticator would send, built here by hand so a test can get any one of them wrong
 * on purpose (another challenge, origin or RP ID, a counter that does not go up).
 */
import { isoBase64URL, isoCBOR } from '@simplewebauthn/server/helpers';

const b64 = (bytes: Uint8Array) => isoBase64URL.fromBuffer(new Uint8Array(bytes));
const utf8 = (text: string) => new TextEncoder().encode(text);
const sha256 = async (bytes: Uint8Array) => new Uint8Array(await crypto.subtle.digest('SHA-256', new Uint8Array(bytes)));
const concat = (...parts: Uint8Array[]) => {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const p of parts) {
    out.set(p, at);
    at += p.length;
  }
  return out;
};
const u32 = (n: number) => new Uint8Array([(n >>> 24) & 255, (n >>> 16) & 255, (n >>> 8) & 255, n & 255]);

/** WebCrypto's raw r||s as the DER sequence WebAuthn carries. */
function derSignature(raw: Uint8Array): Uint8Array {
  const int = (bytes: Uint8Array) => {
    let i = 0;
    while (i < bytes.length - 1 && bytes[i] === 0) i++;
    let v = bytes.slice(i);
    if (v[0]! & 0x80) v = concat(new Uint8Array([0]), v);
    return concat(new Uint8Array([0x02, v.length]), v);
  };
  const body = concat(int(raw.slice(0, 32)), int(raw.slice(32)));
  return concat(new Uint8Array([0x30, body.length]), body);
}

const UP = 0x01;
const UV = 0x04;
const AT = 0x40;

export interface SoftCredential {
  id: string;
  rpId: string;
  userHandle: string;
  keys: CryptoKeyPair;
  counter: number;
}

/** What a test may get wrong on purpose. */
export interface Tamper {
  origin?: string;
  rpId?: string;
  challenge?: string;
  /** the signature counter to send (default: one more than the last) */
  counter?: number;
  /** false: the authenticator says the user was present but not verified (UP without UV) */
  userVerified?: boolean;
}

interface CreationOptions {
  challenge: string;
  rp: { id: string };
  user: { id: string };
}

/** navigator.credentials.create: a new credential and the browser's RegistrationResponseJSON. */
export async function createCredential(options: Record<string, unknown>, origin: string, tamper: Tamper = {}) {
  const o = options as unknown as CreationOptions;
  const keys = (await crypto.subtle.generateKey({ name: 'ECDSA', namedCurve: 'P-256' }, true, ['sign', 'verify'])) as CryptoKeyPair;
  const jwk = await crypto.subtle.exportKey('jwk', keys.publicKey);
  const cose = isoCBOR.encode(
    new Map<number, number | Uint8Array>([
      [1, 2],
      [3, -7],
      [-1, 1],
      [-2, isoBase64URL.toBuffer(jwk.x!)],
      [-3, isoBase64URL.toBuffer(jwk.y!)],
    ]),
  );
  const rawId = crypto.getRandomValues(new Uint8Array(16));
  const rpId = tamper.rpId ?? o.rp.id;
  const authData = concat(
    await sha256(utf8(rpId)),
    new Uint8Array([UP | (tamper.userVerified === false ? 0 : UV) | AT]),
    u32(0),
    new Uint8Array(16),
    new Uint8Array([0, rawId.length]),
    rawId,
    cose,
  );
  const attestationObject = isoCBOR.encode(
    new Map<string, string | Uint8Array | Map<string, string>>([
      ['fmt', 'none'],
      ['attStmt', new Map<string, string>()],
      ['authData', authData],
    ]),
  );
  const clientData = { type: 'webauthn.create', challenge: tamper.challenge ?? o.challenge, origin: tamper.origin ?? origin, crossOrigin: false };
  const credential: SoftCredential = { id: b64(rawId), rpId: o.rp.id, userHandle: o.user.id, keys, counter: 0 };
  const response = {
    id: credential.id,
    rawId: credential.id,
    type: 'public-key',
    response: { clientDataJSON: b64(utf8(JSON.stringify(clientData))), attestationObject: b64(attestationObject), transports: ['internal'] },
    clientExtensionResults: {},
  };
  return { credential, response };
}

/** navigator.credentials.get with `credential`: the browser's AuthenticationResponseJSON. */
export async function assert(credential: SoftCredential, options: Record<string, unknown>, origin: string, tamper: Tamper = {}) {
  const challenge = tamper.challenge ?? (options as { challenge: string }).challenge;
  const counter = tamper.counter ?? credential.counter + 1;
  credential.counter = Math.max(credential.counter, counter);
  const flags = UP | (tamper.userVerified === false ? 0 : UV);
  const authenticatorData = concat(await sha256(utf8(tamper.rpId ?? credential.rpId)), new Uint8Array([flags]), u32(counter));
  const clientDataJSON = utf8(JSON.stringify({ type: 'webauthn.get', challenge, origin: tamper.origin ?? origin, crossOrigin: false }));
  const signed = concat(authenticatorData, await sha256(clientDataJSON));
  const raw = new Uint8Array(await crypto.subtle.sign({ name: 'ECDSA', hash: 'SHA-256' }, credential.keys.privateKey, signed));
  return {
    id: credential.id,
    rawId: credential.id,
    type: 'public-key',
    response: {
      clientDataJSON: b64(clientDataJSON),
      authenticatorData: b64(authenticatorData),
      signature: b64(derSignature(raw)),
      userHandle: credential.userHandle,
    },
    clientExtensionResults: {},
  };
}
