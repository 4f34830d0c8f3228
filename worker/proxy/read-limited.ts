export class BodyTooLargeError extends Error {}

/** Reads a request body, giving up as soon as it passes `max` bytes. */
export async function readLimited(request: Request, max: number): Promise<ArrayBuffer | null> {
  const declared = Number(request.headers.get('content-length') ?? 0);
  if (declared > max) throw new BodyTooLargeError();
  if (!request.body) return null;
  const reader = request.body.getReader();
  const parts: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > max) {
      await reader.cancel();
      throw new BodyTooLargeError();
    }
    parts.push(value);
  }
  const body = new Uint8Array(size);
  let offset = 0;
  for (const part of parts) {
    body.set(part, offset);
    offset += part.byteLength;
  }
  return body.buffer;
}
