import { useMemo } from 'react';
import { sanitizeHtml } from '#html-sanitizer';

/**
 * Operator HTML (announcements, notices, help centre) after the one allow-list of
 * shared/html-allow-list.ts: sanitize-html in the worker and SSR, DOMPurify in the browser.
 */
export function SafeHtml({ html, className }: { html: string; className?: string }) {
  const clean = useMemo(() => sanitizeHtml(html), [html]);
  return <div className={className} dangerouslySetInnerHTML={{ __html: clean }} />;
}
