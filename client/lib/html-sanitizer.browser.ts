import DOMPurify from 'dompurify';
import { ALLOWED_ATTRIBUTES, ALLOWED_TAGS, allowedUrl, IMAGE_SCHEMES, LINK_SCHEMES } from '@shared/html-allow-list';

let hooked = false;

/** Operator HTML made safe in the browser: DOMPurify with the allow-list the worker uses. */
export function sanitizeHtml(html: string): string {
  if (!hooked) {
    hooked = true;
    DOMPurify.addHook('afterSanitizeAttributes', (node) => {
      const el = node as Element;
      if (el.tagName === 'A') {
        const href = el.getAttribute('href');
        if (href !== null && !allowedUrl(href, LINK_SCHEMES)) el.removeAttribute('href');
        if (el.getAttribute('target') === '_blank') el.setAttribute('rel', 'noopener noreferrer');
        else {
          el.removeAttribute('target');
          el.removeAttribute('rel');
        }
      } else if (el.tagName === 'IMG') {
        const src = el.getAttribute('src');
        if (src !== null && !allowedUrl(src, IMAGE_SCHEMES, false)) el.removeAttribute('src');
      }
    });
  }
  return DOMPurify.sanitize(html, {
    ALLOWED_TAGS: [...ALLOWED_TAGS],
    ALLOWED_ATTR: [...new Set(Object.values(ALLOWED_ATTRIBUTES).flat())],
    ALLOW_DATA_ATTR: false,
    ALLOW_ARIA_ATTR: false,
  });
}
