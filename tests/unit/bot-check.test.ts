import { describe, expect, it } from 'vitest';
import { checkProof, leadingZeroBits, proofDigest, solveProof } from '@shared/bot-check';

describe('bot-check proof of work', () => {
  it('counts leading zero bits', () => {
    expect(leadingZeroBits(new Uint8Array([0xff]))).toBe(0);
    expect(leadingZeroBits(new Uint8Array([0x01, 0xff]))).toBe(7);
    expect(leadingZeroBits(new Uint8Array([0x00, 0x10]))).toBe(11);
    expect(leadingZeroBits(new Uint8Array([0, 0]))).toBe(16);
  });

  it('finds a solution the checker accepts, and the checker refuses others', async () => {
    const challenge = 'payload.signature';
    const solution = await solveProof(challenge, 8);
    expect(await checkProof(challenge, solution, 8)).toBe(true);
    expect(leadingZeroBits(await proofDigest(challenge, solution))).toBeGreaterThanOrEqual(8);
    // every smaller counter failed, which is why the solver went past it
    for (let i = 0; i < Number(solution); i++) expect(await checkProof(challenge, String(i), 8)).toBe(false);
    expect(await checkProof(challenge, solution, 257)).toBe(false);
  });

  it('refuses solutions that are not small decimal counters', async () => {
    expect(await checkProof('c', '', 0)).toBe(false);
    expect(await checkProof('c', '-1', 0)).toBe(false);
    expect(await checkProof('c', '1e3', 0)).toBe(false);
    expect(await checkProof('c', '12', 0)).toBe(true);
  });
});
