import { type ChannelEvent, LiveChannel, type Published } from './channel';
import { BRAND_SHARDS, brandShardName } from './names';

/**
 * A shard of a brand's live stream (winners board, maintenance about to start): the sockets of
 * the pages that picked it. Shard 0 takes the brand's events from the webhook: it refuses a
 * replayed id, numbers the event and hands it, under that number, to every other shard, so a
 * page may resume on any shard.
 */
export class BrandChannel extends LiveChannel {
  async publish(event: ChannelEvent & { merchantCode?: string }): Promise<Published> {
    const { merchantCode, ...rest } = event;
    const published = await super.publish(rest);
    if (!published.ok || !merchantCode) return published;
    const ns = this.env.LIVE_BRAND;
    await Promise.all(
      Array.from({ length: BRAND_SHARDS - 1 }, (_, i) => ns.get(ns.idFromName(brandShardName(merchantCode, i + 1))).deliver(published.seq, rest)),
    );
    return published;
  }

  /** An event shard 0 has numbered: kept and sent under the same number. */
  async deliver(seq: number, event: ChannelEvent): Promise<void> {
    this.broadcast(this.store(seq, event));
  }
}
