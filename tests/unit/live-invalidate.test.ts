/**
 * The live channel's refresh of the queries an event names (client/lib/live/invalidate.ts), on
 * react-query's own QueryClient: a query shown on the page is asked again, also one whose first
 * load was still in flight when the event came (its answer may have been read before the change).
 */
import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { invalidateLive } from '@client/lib/live/invalidate';

/** A query on screen (an observer) whose server holds `server.value`; `gate` holds the first answer back until opened. */
function shownQuery(client: QueryClient, server: { value: string }) {
  let open: () => void = () => undefined;
  const gate = new Promise<void>((resolve) => {
    open = resolve;
  });
  let calls = 0;
  const observer = new QueryObserver(client, {
    queryKey: ['member', 'm1', 'agent-lists'],
    queryFn: async () => {
      calls += 1;
      // read when asked, answered when the gate opens: like a request whose reply is still on its way
      const read = server.value;
      if (calls === 1) await gate;
      return read;
    },
  });
  const stop = observer.subscribe(() => undefined);
  return { open, stop, calls: () => calls };
}

describe('live: refreshing what an event names', () => {
  it('asks again for a query whose first load was in flight when the event came', async () => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const server = { value: 'before the offer' };
    const q = shownQuery(client, server);
    expect(q.calls()).toBe(1);
    // the change is stored, and its event arrives while the page's first load is still out
    server.value = 'with the offer';
    invalidateLive(client, [['member', 'm1']]);
    q.open();
    await vi.waitFor(() => expect(client.getQueryData(['member', 'm1', 'agent-lists'])).toBe('with the offer'), { timeout: 2_000 });
    expect(q.calls()).toBe(2);
    q.stop();
  });

  it('asks once more for a query already showing data (one request, not two)', async () => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const server = { value: 'v1' };
    const q = shownQuery(client, server);
    q.open();
    await vi.waitFor(() => expect(client.getQueryData(['member', 'm1', 'agent-lists'])).toBe('v1'));
    server.value = 'v2';
    invalidateLive(client, [['member', 'm1']]);
    await vi.waitFor(() => expect(client.getQueryData(['member', 'm1', 'agent-lists'])).toBe('v2'));
    expect(q.calls()).toBe(2);
    q.stop();
  });
});
