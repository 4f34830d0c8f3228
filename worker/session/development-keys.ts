/**
 * The upstream JWE keys whose private half is in the repository: the reference gateway's
 * development key (gateway/wrangler.toml JWE_PRIVATE_KEY, kid dev-2026-11), which anyone with a
 * clone can decrypt with. A brand's `upstreamPublicKey` outside development must be none of
 * them: production refuses to serve with one (production-settings.ts), naming the brand and the
 * kid, never a key. SECURITY.md "Upstream keys" says how a brand's real pair is made and rotated.
 */

/** The public points (and kids) of every key whose private half is committed; a new development key is added here. */
export const DEVELOPMENT_UPSTREAM_KEYS: readonly { kid: string; x: string; y: string }[] = [
  { kid: 'dev-2026-11', x: 'cOv0UKpAb57sN-tXCa-1yuUxBhwhpK_6c5ZsYbB28C8', y: 'oQUglIO4nwEZ51u43kgDcSekLMfw3zHqDO79HJiAlQs' },
];

/** Whether `key` (a JWK) is a development key: a development kid (or any `dev-` kid), or a committed key's public point. */
export function isDevelopmentKey(key: unknown): boolean {
  if (!key || typeof key !== 'object') return false;
  const { kid, x, y } = key as { kid?: unknown; x?: unknown; y?: unknown };
  if (typeof kid === 'string' && (kid.startsWith('dev-') || DEVELOPMENT_UPSTREAM_KEYS.some((k) => k.kid === kid))) return true;
  return DEVELOPMENT_UPSTREAM_KEYS.some((k) => k.x === x || k.y === y);
}

/** The first brand of `brands` (the BRANDS setting, as the worker reads it) whose upstream key is a development key, as a problem; else null. */
export function developmentKeyProblem(brands: unknown): string | null {
  const table = typeof brands === 'string' ? safeJson(brands) : brands;
  if (!table || typeof table !== 'object') return null;
  for (const [name, brand] of Object.entries(table as Record<string, unknown>)) {
    const key = brand && typeof brand === 'object' ? (brand as { upstreamPublicKey?: unknown }).upstreamPublicKey : undefined;
    if (isDevelopmentKey(key)) return `BRANDS.${name}.upstreamPublicKey is a development key (its private half is in the repository)`;
  }
  return null;
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}
