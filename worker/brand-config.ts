import { z } from 'zod';
import { LANGUAGES } from '../shared/constants';

/**
 * Brand configuration, read from wrangler.toml's vars.BRANDS. Checked with zod when the
 * worker first sees it: a bad config fails loudly with the brand and field named.
 */
const country = z.string().regex(/^[A-Z]{2}$/, 'ISO 3166 alpha-2 code in capitals');

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
    regions: z.object({ allow: z.array(country).optional(), deny: z.array(country).optional() }).default({}),
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
      })
      .catchall(z.string())
      .refine((k) => !('d' in k), 'must be the public key only (no "d")'),
    theme: z.object({
      primary: z.string().regex(/^#[0-9a-fA-F]{6}$/),
      accent: z.string().regex(/^#[0-9a-fA-F]{6}$/),
      logoText: z.string().min(1),
    }),
  })
  .strict()
  .refine((b) => b.languages.includes(b.defaultLanguage), {
    message: 'defaultLanguage must be one of languages',
    path: ['defaultLanguage'],
  });

export type BrandConfig = z.infer<typeof BrandSchema> & { id: string };

const BrandsSchema = z.record(z.string().regex(/^[a-z0-9-]+$/), BrandSchema);

export class BrandConfigError extends Error {}

/** Parses vars.BRANDS into a host → brand map; throws BrandConfigError naming the field. */
export function parseBrands(raw: unknown): Map<string, BrandConfig> {
  const value = typeof raw === 'string' ? safeJson(raw) : raw;
  const result = BrandsSchema.safeParse(value);
  if (!result.success) {
    const issue = result.error.issues[0];
    const field = ['BRANDS', ...(issue?.path.map(String) ?? [])].join('.');
    throw new BrandConfigError(`Invalid brand config at ${field}: ${issue?.message ?? 'invalid'}`);
  }
  const byHost = new Map<string, BrandConfig>();
  for (const [id, brand] of Object.entries(result.data)) {
    for (const host of brand.hosts) {
      const key = host.toLowerCase();
      if (byHost.has(key)) {
        throw new BrandConfigError(`Invalid brand config at BRANDS.${id}.hosts: ${host} is also used by ${byHost.get(key)!.id}`);
      }
      byHost.set(key, { ...brand, id });
    }
  }
  if (byHost.size === 0) throw new BrandConfigError('Invalid brand config at BRANDS: no brand configured');
  return byHost;
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    throw new BrandConfigError('Invalid brand config at BRANDS: not valid JSON');
  }
}
