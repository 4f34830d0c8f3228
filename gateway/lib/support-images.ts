/** A support image's path and its answer, for the member's routes (routes/support.ts) and the operator's (routes/support-admin.ts). */
import type { Context } from 'hono';
import { SUPPORT_IMAGE_OWNERS, type SupportImageOwner } from '@shared/api/support';
import { imageAnswer } from '../domain/support';
import type { AppEnv } from '../env';
import { fail } from './envelope';

type C = Context<AppEnv>;

/** The owner, id and index of an image path, or null. */
export function imageRef(c: C): { owner: SupportImageOwner; id: number; index: number } | null {
  const owner = c.req.param('owner') as SupportImageOwner;
  const id = Number(c.req.param('id'));
  const index = Number(c.req.param('index'));
  if (!SUPPORT_IMAGE_OWNERS.includes(owner) || !Number.isSafeInteger(id) || id <= 0 || !Number.isInteger(index) || index < 0) return null;
  return { owner, id, index };
}

/**
 * One stored image as it may be shown: the type its content has (png or jpg, checked again),
 * nosniff, inline, never cached by anyone but the member's own browser for this view. 404 for a key not there.
 */
export async function sendImage(c: C, keys: readonly string[] | null, index: number) {
  const key = keys?.[index];
  const object = key ? await c.env.PROMO_UPLOADS.get(key) : null;
  const image = object ? imageAnswer(new Uint8Array(await object.arrayBuffer())) : null;
  if (!image) return fail(c, 404, 'NOT_FOUND', 'No such image');
  return c.body(image.bytes as Uint8Array<ArrayBuffer>, 200, {
    'Content-Type': image.contentType,
    'X-Content-Type-Options': 'nosniff',
    'Cache-Control': 'private, no-store',
    'Content-Disposition': 'inline',
  });
}
