import { LIVE_CLOSE } from '@shared/api/live';
import { type ChannelEvent, LiveChannel, type Published } from './channel';

/**
 * One member's live stream (worker/live/names.ts memberChannelName): the sockets of every tab
 * and device of that member, and nobody else's. A break or self-exclusion ends them all once
 * the event is sent: the pages log out, and a socket of a session the upstream has ended
 * carries nothing more.
 */
export class MemberChannel extends LiveChannel {
  async publish(event: ChannelEvent): Promise<Published> {
    const published = await super.publish(event);
    if (published.ok && event.kind === 'break.started') this.closeAll(LIVE_CLOSE.sessionEnded, 'session ended');
    return published;
  }
}
