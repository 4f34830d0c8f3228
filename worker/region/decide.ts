import type { Regions } from './schema';
import { ISO_COUNTRIES, TOR_COUNTRY } from './countries';

/** What the brand's own rule says of a visitor's country; never depends on the upstream. */
export type RegionDecision = { allowed: true } | { allowed: false; redirect?: string };

/**
 * The brand's region rule for one country as the visitor reader gives it (an assigned code, T1
 * for Tor, XX or anything else for unknown). With a list, an unknown country and Tor are blocked
 * unless the rule says `allow` for them; with no list the brand has no rule.
 */
export function regionDecision(regions: Regions, country: string): RegionDecision {
  const hasList = regions.allow !== undefined || regions.deny !== undefined;
  if (!hasList) return { allowed: true };
  let allowed: boolean;
  if (country === TOR_COUNTRY) allowed = regions.tor === 'allow';
  else if (!ISO_COUNTRIES.has(country)) allowed = regions.unknown === 'allow';
  else if (regions.allow) allowed = regions.allow.includes(country);
  else allowed = !regions.deny?.includes(country);
  if (allowed) return { allowed: true };
  const redirect = redirectFor(regions, country);
  return redirect ? { allowed: false, redirect } : { allowed: false };
}

/** Where the brand sends a blocked visitor from this country: its own country's target, else `all`, else nowhere. */
export function redirectFor(regions: Regions, country: string): string | undefined {
  const countries = regions.redirect?.countries ?? {};
  return (Object.hasOwn(countries, country) ? countries[country] : undefined) ?? regions.redirect?.all;
}

/**
 * A redirect target's host must be one the brand config allows: another brand's host (http or
 * https) or, over https, one of the brand's linkHosts or their subdomains. Never the brand's own
 * host (a loop), never credentials in the URL. Checked once with the config, so the target never
 * comes from the request.
 */
export function redirectProblem(url: string, ownHosts: readonly string[], otherBrandHosts: readonly string[], linkHosts: readonly string[]): string | null {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return 'not a URL';
  }
  if (parsed.username || parsed.password) return 'must not carry credentials';
  const host = parsed.hostname.toLowerCase();
  if (ownHosts.some((h) => h.toLowerCase() === host)) return 'must not be the brand itself (a redirect loop)';
  if (otherBrandHosts.some((h) => h.toLowerCase() === host)) return null;
  if (parsed.protocol !== 'https:') return 'must be https outside the configured brands';
  if (linkHosts.some((h) => host === h.toLowerCase() || host.endsWith(`.${h.toLowerCase()}`))) return null;
  return `host ${host} is neither another brand's host nor one of the brand's linkHosts`;
}
