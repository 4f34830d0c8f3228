/**
 * A small cache in the isolate's own memory, in front of the Cache API (a visitor's
 * page should cost about what a static file costs). An isolate serves many requests one after
 * another; keeping the last few answers it read from the Cache API saves a subrequest each
 * (the gate's status and the page itself, on every cached page). It holds only what the Cache
 * API holds, never longer than that copy is fresh, and only as strings (never a stream or a
 * promise of another request: workerd cancels a request that waits on another's I/O).
 *
 * Bounded by entries and by bytes; the least recently used entry goes first.
 */
export class IsolateCache<T> {
  private readonly entries = new Map<string, { value: T; bytes: number; expires: number }>();
  private bytes = 0;

  constructor(
    private readonly maxEntries: number,
    private readonly maxBytes: number,
  ) {}

  /** The value kept under `key` while `now` is before its expiry. */
  get(key: string, now = Date.now()): T | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    this.entries.delete(key);
    if (entry.expires <= now) {
      this.bytes -= entry.bytes;
      return undefined;
    }
    // most recently used last
    this.entries.set(key, entry);
    return entry.value;
  }

  /** Keeps `value` (about `bytes` long) until `expires` (ms); a value over the byte bound is not kept. */
  set(key: string, value: T, bytes: number, expires: number): void {
    const old = this.entries.get(key);
    if (old) {
      this.entries.delete(key);
      this.bytes -= old.bytes;
    }
    if (bytes > this.maxBytes) return;
    this.entries.set(key, { value, bytes, expires });
    this.bytes += bytes;
    for (const [oldest, entry] of this.entries) {
      if (this.entries.size <= this.maxEntries && this.bytes <= this.maxBytes) break;
      this.entries.delete(oldest);
      this.bytes -= entry.bytes;
    }
  }

  get size() {
    return this.entries.size;
  }

  get totalBytes() {
    return this.bytes;
  }
}
