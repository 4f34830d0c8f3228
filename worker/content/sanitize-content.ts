import type { Context } from 'hono';
import { sanitizeHtml } from '#html-sanitizer';
import type { Announcement, Notices, Paged } from '@shared/api';
import type { HelpTopic } from '@shared/api/content';
import type { AppEnv } from '../env';
import { unwrap, UpstreamError } from '../upstream/upstream';

const cleanAnnouncement = (a: Announcement): Announcement => ({ ...a, content: sanitizeHtml(a.content) });

/**
 * The upstream answers that carry operator HTML, and how to clean each. The worker cleans
 * them before anything reaches the browser or the SSR (shared/html-allow-list.ts); the
 * browser cleans again with DOMPurify, so a script, an event handler or a javascript: link
 * never even reaches a DOM parser of the page (Chromium reports a CSP violation for merely
 * parsing an inline handler).
 */
const HTML_ANSWERS: Partial<Record<string, (value: never) => unknown>> = {
  '/wps/announcements': (v: Paged<Announcement>) => ({ ...v, list: v.list.map(cleanAnnouncement) }),
  '/wps/notice': (v: Notices) => ({ ...v, popup: v.popup.map(cleanAnnouncement) }),
  '/wps/system/helpCenter': (v: HelpTopic[]) => v.map((topic) => ({ ...topic, content: sanitizeHtml(topic.content) })),
};

export const HTML_ANSWER_PATHS = Object.keys(HTML_ANSWERS);

/** value, cleaned when its call carries operator HTML. */
export function sanitizeContent<T>(pathname: string, value: T): T {
  const clean = HTML_ANSWERS[pathname];
  return clean && value ? (clean(value as never) as T) : value;
}

/** GET of a call with operator HTML (its canonical path in proxyPath): through the edge cache like the proxy, cleaned on the way out. */
export async function sanitizedContent(c: Context<AppEnv>): Promise<Response> {
  const path = c.var.proxyPath;
  const headers = { 'cache-control': 'no-store' };
  try {
    const value = await unwrap<unknown>(await c.var.upstream.getPublic(path, new URL(c.req.url).search));
    return c.json({ success: true, code: '0', message: '', value: sanitizeContent(path, value) }, 200, headers);
  } catch (error) {
    const e = error instanceof UpstreamError ? error : new UpstreamError('UNKNOWN', String(error));
    return c.json({ success: false, code: e.code, message: e.code, value: null }, e.status as 400, headers);
  }
}
