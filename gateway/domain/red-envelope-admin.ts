/** The operator opens a brand's new red envelope (routes/red-envelope-admin.ts): the current one is replaced and claims start again. */
import type { RedEnvelope, RedEnvelopeSettings } from '@shared/api/envelope';
import { findMerchant } from '../db/queries/merchants';
import { envelopeFacts, insertEnvelope } from '../db/queries/red-envelope';
import { toRedEnvelope } from './red-envelope';

/** The new envelope as a member with no claim sees it; null when there is no such brand. */
export async function openEnvelope(db: D1Database, s: RedEnvelopeSettings): Promise<RedEnvelope | null> {
  if (!(await findMerchant(db, s.merchantCode))) return null;
  const now = Date.now();
  await insertEnvelope(db, { ...s, now });
  const { envelope } = await envelopeFacts(db, s.merchantCode, 0);
  return toRedEnvelope(envelope!, null, now);
}
