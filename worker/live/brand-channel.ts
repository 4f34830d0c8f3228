import type { LiveFrame } from '@shared/api/live';
import { type ChannelEvent, LiveChannel, type Published } from './channel';
import { BRAND_SHARDS, brandShardName } from './names';

/**
 * A shard of a brand's live stream (winners board, maintenance about to start): the sockets of
 * the pages that picked it. Shard 0 takes the brand's events from the webhook: it refuses a
 * replayed id, numbers the event and hands it, under that number, to every other shard, so a
 * page may resume on any shard. The maintenance announced and not yet ended is kept apart from
 * the backlog: a page that opens meanwhile gets it first, so it shows the notice too.
 */
export class BrandChannel extends LiveChannel {
  constructor(ctx: DurableObjectState, env: BrandChannel['env']) {
    super(ctx, env);
    ctx.storage.sql.exec('CREATE TABLE IF NOT EXISTS notice (id INTEGER PRIMARY KEY CHECK (id = 1), frame TEXT NOT NULL)');
  }

  async publish(event: ChannelEvent & { merchantCode?: string }): Promise<Published> {
    const { merchantCode, ...rest } = event;
    const published = await super.publish(rest);
    if (!published.ok) return published;
    this.keepNotice(published.seq, rest);
    if (!merchantCode) return published;
    const ns = this.env.LIVE_BRAND;
    await Promise.all(
      Array.from({ length: BRAND_SHARDS - 1 }, (_, i) => ns.get(ns.idFromName(brandShardName(merchantCode, i + 1))).deliver(published.seq, rest)),
    );
    return published;
  }

  /** An event shard 0 has numbered: kept and sent under the same number. */
  async deliver(seq: number, event: ChannelEvent): Promise<void> {
    this.broadcast(this.store(seq, event));
    this.keepNotice(seq, event);
  }

  /** A page's first socket (no `after`): the maintenance still announced, before its `hello`. */
  protected accepted(ws: WebSocket, url: URL): void {
    if (url.searchParams.has('after')) return;
    const row = this.ctx.storage.sql.exec<{ frame: string }>('SELECT frame FROM notice').toArray()[0];
    if (row) ws.send(row.frame);
  }

  private keepNotice(seq: number, event: ChannelEvent) {
    const sql = this.ctx.storage.sql;
    if (event.kind === 'maintenance.ended') sql.exec('DELETE FROM notice');
    if (event.kind !== 'maintenance.scheduled') return;
    const frame = { seq, kind: event.kind, at: event.at, data: event.data } as LiveFrame;
    sql.exec('INSERT OR REPLACE INTO notice (id, frame) VALUES (1, ?)', JSON.stringify(frame));
  }
}
