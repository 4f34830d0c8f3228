/** The proxy's own limit for the feedback form's and the support ticket's uploads (3 images of 5 MB), and only on those two calls. */
import { describe, expect, it } from 'vitest';
import { ORIGIN, raw } from './http';

const multipart = 'multipart/form-data; boundary=x';

describe('feedback and ticket uploads through the proxy', () => {
  it('passes 6 MiB on PUT /wps/feedback and POST /wps/tickets to the gateway (which asks for a login)', async () => {
    for (const [method, path] of [
      ['PUT', '/wps/feedback'],
      ['POST', '/wps/tickets'],
    ] as const) {
      const res = await raw(path, { method, headers: { origin: ORIGIN.demo, 'content-type': multipart }, body: Buffer.alloc(6 * 1024 * 1024, 'a') });
      expect(res.status, path).toBe(401);
      expect(JSON.parse(res.body)).toMatchObject({ success: false, code: 'NOT_LOGGED_IN' });
    }
  });

  it('refuses over 16 MiB there, and over 1 MiB on the ticket reply', async () => {
    const big = await raw('/wps/tickets', {
      method: 'POST',
      headers: { origin: ORIGIN.demo, 'content-type': multipart },
      body: Buffer.alloc(16 * 1024 * 1024 + 1, 'a'),
      refusedEarly: true,
    });
    expect(big.status).toBe(413);
    const reply = await raw('/wps/tickets/reply', {
      method: 'POST',
      headers: { origin: ORIGIN.demo, 'content-type': 'application/json' },
      body: Buffer.alloc(2 * 1024 * 1024, 'a'),
      refusedEarly: true,
    });
    expect(reply.status).toBe(413);
  });

  it('passes a 5 MB proof image on the withdrawal receipt answer (docs/product.md 4), and refuses over 6 MiB there', async () => {
    const path = '/wps/cashier/withdraw/confirm';
    const ok = await raw(path, {
      method: 'POST',
      headers: { origin: ORIGIN.demo, 'content-type': multipart },
      body: Buffer.alloc(5 * 1024 * 1024 + 4096, 'a'),
    });
    expect(ok.status).toBe(401);
    expect(JSON.parse(ok.body)).toMatchObject({ success: false, code: 'NOT_LOGGED_IN' });
    const big = await raw(path, {
      method: 'POST',
      headers: { origin: ORIGIN.demo, 'content-type': multipart },
      body: Buffer.alloc(6 * 1024 * 1024 + 1, 'a'),
      refusedEarly: true,
    });
    expect(big.status).toBe(413);
  });
});
