/** The proxy's own limit for the promotion application upload (3 images of 5 MB), and only there. */
import { describe, expect, it } from 'vitest';
import { ORIGIN, raw } from './http';

const multipart = 'multipart/form-data; boundary=x';

describe('application upload through the proxy', () => {
  it('passes a 6 MiB body on /wps/promotion/apply to the gateway (which asks for a login)', async () => {
    const res = await raw('/wps/promotion/apply', {
      method: 'POST',
      headers: { origin: ORIGIN.demo, 'content-type': multipart },
      body: Buffer.alloc(6 * 1024 * 1024, 'a'),
    });
    expect(res.status).toBe(401);
    expect(JSON.parse(res.body)).toMatchObject({ success: false, code: 'NOT_LOGGED_IN' });
  });

  it('refuses a body over 16 MiB there with 413', async () => {
    const res = await raw('/wps/promotion/apply', {
      method: 'POST',
      headers: { origin: ORIGIN.demo, 'content-type': multipart },
      body: Buffer.alloc(16 * 1024 * 1024 + 1, 'a'),
      refusedEarly: true,
    });
    expect(res.status).toBe(413);
    expect(JSON.parse(res.body)).toMatchObject({ code: 'PAYLOAD_TOO_LARGE' });
  });

  it('keeps the 1 MiB limit on the other promotion calls', async () => {
    const res = await raw('/wps/promotion/join', {
      method: 'POST',
      headers: { origin: ORIGIN.demo, 'content-type': 'application/json' },
      body: Buffer.alloc(2 * 1024 * 1024, 'a'),
      refusedEarly: true,
    });
    expect(res.status).toBe(413);
  });

  it('refuses a cross-site upload', async () => {
    const res = await raw('/wps/promotion/apply', { method: 'POST', headers: { origin: 'https://evil.example', 'content-type': multipart }, body: 'x' });
    expect(res.status).toBe(403);
    expect(JSON.parse(res.body)).toMatchObject({ code: 'CSRF' });
  });
});
