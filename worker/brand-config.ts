import { z } from 'zod';
import { LANGUAGES } from '../shared/constants';
import { redirectProblem } from './region/decide';
import { countryCode, RegionsSchema } from './region/schema';

/**
 * Brand configuration, read from wrangler.toml's vars.BRANDS. Checked with zod when the
 * worker first sees it: a bad config fails loudly with the brand and field named.
 */
const country = countryCode;

const BrandSchema = z
  .object({
    hosts: z.array(z.string().min(1)).min(1),
    name: z.string().min(1),
    merchantCode: z.string().regex(/^[A-Z0-9_]+$/),
    upstream: z.url({ protocol: /^https?$/ }),
    languages: z.array(z.enum(LANGUAGES)).min(1),
    defaultLanguage: z.enum(LANGUAGES),
    /** the brand's own country (ISO alpha-2): the registration's country code starts on it, wherever the visitor is */
    homeCountry: country.optional(),
    /** the brand's own region rule (worker/region/): allow or deny list, unknown and Tor, redirect, unreadable status */
    regions: RegionsSchema.default({}),
    flags: z.record(z.string(), z.boolean()).default({}),
    esportsVendors: z.array(z.string()).optional(),
    supportUrl: z.url({ protocol: /^https?$/ }).optional(),
    /** the IANA time zone whose days the records, reports and date presets use (default Asia/Ho_Chi_Minh) */
    timeZone: z
      .string()
      .refine((zone) => {
        try {
          new Intl.DateTimeFormat('en', { timeZone: zone });
          return true;
        } catch {
          return false;
        }
      }, 'an IANA time zone such as Asia/Ho_Chi_Minh')
      .optional(),
    /** hosts (and their subdomains) outside links may go to: banners of type URL (shared/link-policy.ts) */
    linkHosts: z.array(z.string().regex(/^[a-z0-9.-]+$/, 'a lower-case host name')).optional(),
    /** public JWK of the upstream, for the payloads docs/product.md 7.1 marks encrypted */
    upstreamPublicKey: z
      .object({
        kty: z.enum(['EC', 'RSA']),
        alg: z.enum(['ECDH-ES+A256KW', 'RSA-OAEP-256']),
        kid: z.string().optional(),
        use: z.literal('enc').optional(),
        crv: z.string().optional(),
        x: z.string().optional(),
        y: z.string().optional(),
        n: z.string().optional(),
        e: z.string().optional(),
      })
      // strict: a private part ("d", "p", "q"…) is an unknown key, refused
      .strict(),
    theme: z
      .object({
        primary: z.string().regex(/^#[0-9a-fA-F]{6}$/),
        accent: z.string().regex(/^#[0-9a-fA-F]{6}$/),
        logoText: z.string().min(1),
      })
      .strict(),
  })
  .strict()
  .refine((b) => b.languages.includes(b.defaultLanguage), {
    message: 'defaultLanguage must be one of languages',
    path: ['defaultLanguage'],
  });

export type BrandConfig = z.infer<typeof BrandSchema> & { id: string };

const BrandIdSchema = z.string().regex(/^[a-z0-9-]+$/);

export class BrandConfigError extends Error {}

/** The hosts a brand entry names, read without trusting the rest of it (so a broken brand still answers on them). */
function rawHosts(entry: unknown): string[] {
  const hosts = (entry as { hosts?: unknown } | null)?.hosts;
  return Array.isArray(hosts) ? hosts.filter((h): h is string => typeof h === 'string').map((h) => h.toLowerCase()) : [];
}

/** Every brand checked on its own: the valid ones by host, and the problem of each invalid one by its hosts. */
export interface ParsedBrands {
  byHost: Map<string, BrandConfig>;
  /** host → the problem of its brand (the brand answers 500 with it logged; the others keep working) */
  broken: Map<string, string>;
  /** every problem, in config order (the build check fails on any) */
  problems: string[];
}

/** Checks each brand of vars.BRANDS separately (schema, hosts used once, redirect targets); never throws on one brand. */
export function parseBrandsLenient(raw: unknown): ParsedBrands {
  const value = typeof raw === 'string' ? safeJson(raw) : raw;
  if (!value || typeof value !== 'object' || Array.isArray(value)) throw new BrandConfigError('Invalid brand config at BRANDS: not an object of brands');
  const byHost = new Map<string, BrandConfig>();
  const broken = new Map<string, string>();
  const problems: string[] = [];
  const entries = Object.entries(value as Record<string, unknown>);
  const allHosts = entries.flatMap(([, entry]) => rawHosts(entry));
  const fail = (entry: unknown, problem: string) => {
    problems.push(problem);
    for (const host of rawHosts(entry)) if (!byHost.has(host) && !broken.has(host)) broken.set(host, problem);
  };
  for (const [id, entry] of entries) {
    if (!BrandIdSchema.safeParse(id).success) {
      fail(entry, `Invalid brand config at BRANDS.${id}: a brand id is lower-case letters, digits and -`);
      continue;
    }
    const result = BrandSchema.safeParse(entry);
    if (!result.success) {
      const issue = result.error.issues[0];
      const field = ['BRANDS', id, ...(issue?.path.map(String) ?? [])].join('.');
      fail(entry, `Invalid brand config at ${field}: ${issue?.message ?? 'invalid'}`);
      continue;
    }
    const brand = { ...result.data, id };
    const own = brand.hosts.map((h) => h.toLowerCase());
    const others = allHosts.filter((h) => !own.includes(h));
    const targets = Object.entries({
      all: brand.regions.redirect?.all,
      ...Object.fromEntries(Object.entries(brand.regions.redirect?.countries ?? {}).map(([k, v]) => [`countries.${k}`, v])),
    });
    const redirect = targets.flatMap(([key, url]) => {
      const problem = url === undefined ? null : redirectProblem(url, own, others, brand.linkHosts ?? []);
      return problem ? [`Invalid brand config at BRANDS.${id}.regions.redirect.${key}: ${problem}`] : [];
    });
    if (redirect[0]) {
      fail(entry, redirect[0]);
      continue;
    }
    const taken = brand.hosts.find((host) => byHost.has(host.toLowerCase()));
    if (taken) {
      fail(entry, `Invalid brand config at BRANDS.${id}.hosts: ${taken} is also used by ${byHost.get(taken.toLowerCase())!.id}`);
      continue;
    }
    for (const host of own) byHost.set(host, brand);
  }
  if (byHost.size === 0 && problems.length === 0) problems.push('Invalid brand config at BRANDS: no brand configured');
  return { byHost, broken, problems };
}

/** Parses vars.BRANDS into a host → brand map; throws BrandConfigError naming the first problem (the build check). */
export function parseBrands(raw: unknown): Map<string, BrandConfig> {
  const { byHost, problems } = parseBrandsLenient(raw);
  if (problems[0]) throw new BrandConfigError(problems[0]);
  return byHost;
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    throw new BrandConfigError('Invalid brand config at BRANDS: not valid JSON');
  }
}
