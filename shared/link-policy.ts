/**
 * Which outside links the portal opens (banners of type URL, customer-service links):
 * https only, and only to a host the brand lists (BrandConfig.linkHosts) or a subdomain of one.
 */
export function allowedOutsideLink(url: string, hosts: readonly string[]): string | null {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return null;
  }
  if (parsed.protocol !== 'https:' || parsed.username || parsed.password) return null;
  const host = parsed.hostname.toLowerCase();
  return hosts.some((h) => host === h.toLowerCase() || host.endsWith(`.${h.toLowerCase()}`)) ? parsed.href : null;
}
