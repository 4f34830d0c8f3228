/**
 * The local bot-check stand-in: SHA-256 proof of work. The gateway issues a signed,
 * expiring challenge and a difficulty; the client finds a solution such that
 * SHA-256(`${challenge}:${solution}`) starts with `difficulty` zero bits. WebCrypto only,
 * so the same code runs in the browser, the gateway worker and the Node tests.
 */

/** Number of leading zero bits of a digest. */
export function leadingZeroBits(digest: Uint8Array): number {
  let bits = 0;
  for (const byte of digest) {
    if (byte === 0) {
      bits += 8;
      continue;
    }
    return bits + Math.clz32(byte) - 24;
  }
  return bits;
}

const encoder = new TextEncoder();

export async function proofDigest(challenge: string, solution: string): Promise<Uint8Array> {
  return new Uint8Array(await crypto.subtle.digest('SHA-256', encoder.encode(`${challenge}:${solution}`)));
}

/** Whether solution solves challenge at difficulty. */
export async function checkProof(challenge: string, solution: string, difficulty: number): Promise<boolean> {
  if (!/^[0-9]{1,12}$/.test(solution)) return false;
  return leadingZeroBits(await proofDigest(challenge, solution)) >= difficulty;
}

/** Finds a solution by counting up; gives up (throws) after maxTries. */
export async function solveProof(challenge: string, difficulty: number, maxTries = 1 << 24): Promise<string> {
  for (let i = 0; i < maxTries; i++) {
    const solution = String(i);
    if (leadingZeroBits(await proofDigest(challenge, solution)) >= difficulty) return solution;
  }
  throw new Error('bot-check: no solution found');
}
