import { z } from 'zod';
import { ISO_COUNTRIES } from './countries';

/**
 * A brand's region rule (wrangler.toml `regions`), checked by scripts/check-brands.ts and when the
 * worker first reads the config. Every level is strict: a misspelt key (`alow`) is an error, never
 * a rule that silently allows everyone. Codes are assigned ISO 3166-1 alpha-2 in capitals (`UK`,
 * `kp`, `XX` refused).
 */
export const countryCode = z.string().refine((code) => ISO_COUNTRIES.has(code), 'an assigned ISO 3166-1 alpha-2 country code in capitals (GB, not UK)');

/** Where a blocked visitor is sent instead of the 451 page; the host is checked against the brand config (brand-config.ts). */
const redirectUrl = z.url({ protocol: /^https?$/ });

export const RegionsSchema = z
  .object({
    /** only these countries (a non-empty list) */
    allow: z.array(countryCode).min(1, 'an allow list names at least one country (leave regions empty for no rule)').optional(),
    /** every country but these */
    deny: z.array(countryCode).optional(),
    /** a visitor whose country is unknown (missing, XX) when the brand has a list: block (default) or allow */
    unknown: z.enum(['block', 'allow']).optional(),
    /** a visitor over Tor (Cloudflare's T1) when the brand has a list: block (default) or allow */
    tor: z.enum(['block', 'allow']).optional(),
    /** a blocked visitor goes here instead of the 451 page: `all` for every one, `countries` per country (first) */
    redirect: z
      .object({ all: redirectUrl.optional(), countries: z.record(countryCode, redirectUrl).optional() })
      .strict()
      .refine((r) => r.all !== undefined || r.countries !== undefined, 'redirect names `all` or `countries`')
      .optional(),
    /** what a page does when the upstream's status cannot be read and no recent one is kept: serve (default) or maintenance */
    statusUnreadable: z.enum(['serve', 'maintenance']).optional(),
  })
  .strict()
  .refine((r) => !(r.allow && r.deny), 'either an allow list or a deny list, not both');

export type Regions = z.infer<typeof RegionsSchema>;
