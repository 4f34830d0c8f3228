/**
 * How the live objects are named. A member's object is named from the merchant (the brand's
 * upstream identity: two hosts of one merchant share their members) and the member's account,
 * which the upstream keeps unique per merchant and which the session cookie carries.
 */
export const memberChannelName = (merchantCode: string, account: string) => `member:${merchantCode}:${account}`;

/**
 * A brand's sockets are spread over BRAND_SHARDS objects. An object runs on one thread, and a
 * brand-wide event costs it one send per socket it holds. Bench (i) (tests/bench/live.mjs, figures
 * in README "Benchmark") measured 2,000 sockets over 4 shards: the last one had the event 1 to 2 s
 * after the webhook on a 2-core machine that also ran the 2,000 client sockets. A shard is sized
 * for about 1,000 sockets, so four serve about 4,000 open pages of a brand; a larger brand raises
 * the number. Pages pick a shard at random, and every shard has every event under the same number,
 * so a page may come back on another shard and still resume.
 */
export const BRAND_SHARDS = 4;
export const brandShardName = (merchantCode: string, shard: number) => `brand:${merchantCode}:${shard}`;
