import sanitize from 'sanitize-html';
import { ALLOWED_ATTRIBUTES, ALLOWED_TAGS, allowedUrl, IMAGE_SCHEMES, LINK_SCHEMES } from '@shared/html-allow-list';

/**
 * Operator HTML made safe in the worker and during SSR (sanitize-html runs in workerd with
 * nodejs_compat). The browser build resolves '#html-sanitizer' to html-sanitizer.browser.ts
 * (DOMPurify) with the same allow-list.
 */
export function sanitizeHtml(html: string): string {
  return sanitize(html, {
    allowedTags: [...ALLOWED_TAGS],
    allowedAttributes: Object.fromEntries(Object.entries(ALLOWED_ATTRIBUTES).map(([tag, attrs]) => [tag, [...attrs]])),
    allowedSchemes: [...LINK_SCHEMES],
    allowedSchemesByTag: { img: [...IMAGE_SCHEMES] },
    allowProtocolRelative: false,
    disallowedTagsMode: 'discard',
    transformTags: {
      a: (tagName, attribs) => {
        const next: Record<string, string> = { ...attribs };
        if (next.href !== undefined && !allowedUrl(next.href, LINK_SCHEMES)) delete next.href;
        if (next.target === '_blank') next.rel = 'noopener noreferrer';
        else {
          delete next.target;
          delete next.rel;
        }
        return { tagName, attribs: next };
      },
      img: (tagName, attribs) => {
        const next: Record<string, string> = { ...attribs };
        if (next.src !== undefined && !allowedUrl(next.src, IMAGE_SCHEMES, false)) delete next.src;
        return { tagName, attribs: next };
      },
    },
  });
}
