import type { Resource, ResourceType } from '@shared/api';

/** The hosts each social network's link may point at (https only). */
const SOCIAL_HOSTS: Partial<Record<ResourceType, string[]>> = {
  WHATSAPP: ['wa.me', 'api.whatsapp.com', 'www.whatsapp.com'],
  FACEBOOK: ['facebook.com', 'www.facebook.com', 'm.facebook.com', 'fb.me'],
  INSTAGRAM: ['instagram.com', 'www.instagram.com'],
  TELEGRAM: ['t.me', 'telegram.me'],
};

export const SOCIAL_TYPES = ['WHATSAPP', 'FACEBOOK', 'INSTAGRAM', 'TELEGRAM'] as const satisfies readonly ResourceType[];

const parse = (url: string) => {
  try {
    return new URL(url);
  } catch {
    return null;
  }
};

/**
 * An app download link (Android, MOBILECONFIG) only when it points at one of the
 * upstream's own hosts (its image CDN list); anything else is not shown.
 */
export function appResourceUrl(resources: Resource[], type: 'Android' | 'MOBILECONFIG', allowedOrigins: string[]): string | null {
  const url = parse(resources.find((r) => r.resourceType === type)?.url ?? '');
  if (!url || (url.protocol !== 'https:' && url.protocol !== 'http:')) return null;
  return allowedOrigins.includes(url.origin) ? url.href : null;
}

/** The four social links that are configured and point at their network over https. */
export function socialLinks(resources: Resource[]): { type: (typeof SOCIAL_TYPES)[number]; url: string; label: string }[] {
  return SOCIAL_TYPES.flatMap((type) => {
    const resource = resources.find((r) => r.resourceType === type);
    const url = parse(resource?.url ?? '');
    if (!resource || !url || url.protocol !== 'https:' || !SOCIAL_HOSTS[type]!.includes(url.hostname)) return [];
    return [{ type, url: url.href, label: resource.labelNameEn }];
  });
}
