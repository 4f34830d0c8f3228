import { useMemo } from 'react';
import { sanitizeHtml } from '#html-sanitizer';

/**
 * Operator HTML (announcements, notices, help centre) after the one allow-list of
 * shared/html-allow-list.ts: sanitize-html in the worker and SSR, DOMPurify in the browser.
 */
export function SafeHtml({ html, className }: { html: string; className?: string }) {
  const clean = useMemo(() => sanitizeHtml(html), [html]);
  // biome-ignore lint/security/noDangerouslySetInnerHtml: cleaned just above with the shared allow-list (and in the worker before)
  return <div className={className} dangerouslySetInnerHTML={{ __html: clean }} />;
}
