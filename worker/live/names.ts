/**
 * How the live objects are named. A member's object is named from the merchant (the brand's
 * upstream identity: two hosts of one merchant share their members) and the member's account,
 * which the upstream keeps unique per merchant and which the session cookie carries.
 */
export const memberChannelName = (merchantCode: string, account: string) => `member:${merchantCode}:${account}`;

/**
 * A brand's sockets are spread over BRAND_SHARDS objects. An object runs on one thread, and a
 * brand-wide event costs it one send per socket it holds; the bench (tests/bench/live.mjs, figures
 * in README "Live channel") measures the time to the last of 2,000 sockets, and from it each
 * shard is meant to hold up to about 5,000 sockets, so that an event reaches the last socket of
 * a shard well within a second while the shards send in parallel. Four shards hold a brand of
 * about 20,000 pages open at once; a larger brand raises the number (pages pick a shard at
 * random, and every shard has every event under the same number, so a page may come back on
 * another shard and still resume).
 */
export const BRAND_SHARDS = 4;
export const brandShardName = (merchantCode: string, shard: number) => `brand:${merchantCode}:${shard}`;
