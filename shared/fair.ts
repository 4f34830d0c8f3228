/**
 * Provably fair outcomes of the reference gateway's games. Before a round the player sees
 * SHA-256(serverSeed); after it the server reveals serverSeed, and anyone can recompute
 * HMAC-SHA256(key = serverSeed, message = `${clientSeed}:${nonce}`) and from it the
 * outcome. The vendor stand-in's game page does the same in the browser (WebCrypto).
 */

const hex = (bytes: Uint8Array) => [...bytes].map((b) => b.toString(16).padStart(2, '0')).join('');
const utf8 = (text: string) => new TextEncoder().encode(text);

export async function sha256Hex(text: string): Promise<string> {
  return hex(new Uint8Array(await crypto.subtle.digest('SHA-256', utf8(text))));
}

export async function fairBytes(serverSeed: string, clientSeed: string, nonce: number): Promise<Uint8Array> {
  const key = await crypto.subtle.importKey('raw', utf8(serverSeed), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);
  return new Uint8Array(await crypto.subtle.sign('HMAC', key, utf8(`${clientSeed}:${nonce}`)));
}

export type FairGame = 'slot' | 'dice';

/** Slot symbols and what three of a kind pays (times the bet); two of a kind on reels 1-2 pays 1x. */
export const SLOT_SYMBOLS = ['🍒', '🍋', '🔔', '🍀', '💎', '7'] as const;
export const SLOT_THREE_OF_A_KIND = [3, 4, 6, 10, 20, 50] as const;
/** Dice: a roll (0.00-99.99) under this wins DICE_PAYOUT times the bet. */
export const DICE_TARGET = 49.5;
export const DICE_PAYOUT = 2;

export interface FairOutcome {
  game: FairGame;
  /** slot: three symbol indexes; dice: [roll * 100] */
  values: number[];
  /** what the bet is multiplied by: 0 is a loss */
  multiplier: number;
}

export function outcomeFromBytes(game: FairGame, bytes: Uint8Array): FairOutcome {
  if (game === 'dice') {
    const n = ((bytes[0]! << 24) | (bytes[1]! << 16) | (bytes[2]! << 8) | bytes[3]!) >>> 0;
    const roll = Math.floor((n / 2 ** 32) * 10_000);
    return { game, values: [roll], multiplier: roll / 100 < DICE_TARGET ? DICE_PAYOUT : 0 };
  }
  const reels = [bytes[4]! % 6, bytes[5]! % 6, bytes[6]! % 6];
  const [a, b, c] = reels as [number, number, number];
  const multiplier = a === b && b === c ? SLOT_THREE_OF_A_KIND[a]! : a === b ? 1 : 0;
  return { game, values: reels, multiplier };
}

export async function fairOutcome(game: FairGame, serverSeed: string, clientSeed: string, nonce: number): Promise<FairOutcome> {
  return outcomeFromBytes(game, await fairBytes(serverSeed, clientSeed, nonce));
}

/** Whole currency units won for a bet. */
export const winAmount = (bet: number, outcome: FairOutcome) => Math.floor(bet * outcome.multiplier);
