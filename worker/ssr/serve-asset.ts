import type { Context } from 'hono';
import type { AppEnv } from '../env';

/** Hashed client files never change under a name: cache them for a year. */
export async function serveAsset(c: Context<AppEnv>): Promise<Response> {
  const response = await c.env.ASSETS.fetch(c.req.raw);
  const headers = new Headers(response.headers);
  if (response.ok) {
    headers.set('cache-control', c.req.path.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'public, max-age=3600');
  }
  return new Response(response.body, { status: response.status, headers });
}
