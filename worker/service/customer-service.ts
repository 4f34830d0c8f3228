import type { Context } from 'hono';
import type { CustomerServiceEntry } from '@shared/api';
import { csPathKeyOf, decryptCsPath } from '@shared/cs-path-crypto';
import { allowedOutsideLink } from '@shared/link-policy';
import type { AppEnv } from '../env';
import { unwrap, UpstreamError } from '../upstream/upstream';

export const CUSTOMER_SERVICE_PATH = '/wps/system/customerService';

const answer = (status: number, body: object) => Response.json(body, { status, headers: { 'cache-control': 'no-store' } });

/** Where a customer-service popup may go: the upstream's own service pages, or https to the brand's link hosts. */
export function allowedServiceUrl(url: string, upstreamOrigin: string, linkHosts: readonly string[]): boolean {
  try {
    if (new URL(url).origin === new URL(upstreamOrigin).origin) return true;
  } catch {
    return false;
  }
  return allowedOutsideLink(url, linkHosts) !== null;
}

/**
 * GET /wps/system/customerService (docs/product.md 4, 7.3): the upstream's entries with each path
 * opened here with the brand's key (shared/cs-path-crypto.ts), so the key never reaches
 * the browser. Entries whose path does not open, or opens to a host that is neither the
 * upstream nor one of the brand's link hosts over https, are dropped.
 */
export async function customerService(c: Context<AppEnv>): Promise<Response> {
  const { brand, upstream } = c.var;
  const key = csPathKeyOf(c.env.CS_PATH_KEYS, brand.merchantCode);
  if (!key) return answer(500, { success: false, code: 'UNKNOWN', message: 'customer service is not configured', value: null });
  try {
    const entries = await unwrap<CustomerServiceEntry[]>(await upstream.getPublic(CUSTOMER_SERVICE_PATH));
    const opened = await Promise.all(
      entries.map(async (entry) => {
        const path = await decryptCsPath(key, brand.merchantCode, entry.path);
        return path && allowedServiceUrl(path, upstream.origin, brand.linkHosts ?? []) ? { ...entry, path } : null;
      }),
    );
    return answer(200, { success: true, code: '0', message: '', value: opened.filter((e) => e !== null) });
  } catch (error) {
    const code = error instanceof UpstreamError ? error.code : 'UNKNOWN';
    return answer(error instanceof UpstreamError ? error.status : 502, { success: false, code, message: code, value: null });
  }
}
