/**
 * The one allow-list for operator HTML (announcements, notices, help centre), used by the
 * worker and SSR (sanitize-html) and by the browser (DOMPurify): client/lib/html-sanitizer.*.
 * No script, no style, no event handlers, no forms or frames; links and images only over
 * http(s), mailto for links, or a path on this site. target=_blank links get rel=noopener noreferrer.
 */
export const ALLOWED_TAGS = [
  'p',
  'br',
  'hr',
  'span',
  'div',
  'strong',
  'b',
  'em',
  'i',
  'u',
  's',
  'small',
  'sub',
  'sup',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'blockquote',
  'ul',
  'ol',
  'li',
  'table',
  'thead',
  'tbody',
  'tr',
  'th',
  'td',
  'a',
  'img',
] as const;

export const ALLOWED_ATTRIBUTES: Record<string, readonly string[]> = {
  // rel is set by the sanitiser itself (noopener noreferrer on target=_blank), never kept from the input
  a: ['href', 'target', 'title', 'rel'],
  img: ['src', 'alt', 'width', 'height'],
  td: ['colspan', 'rowspan'],
  th: ['colspan', 'rowspan'],
};

export const LINK_SCHEMES = ['http', 'https', 'mailto'] as const;
export const IMAGE_SCHEMES = ['http', 'https'] as const;

/**
 * A URL attribute value the allow-list accepts: an allowed scheme, or (links only) a
 * same-site path (not //host). Images must name their host: a relative src would only
 * ask this site for a file it does not have.
 */
export function allowedUrl(value: string, schemes: readonly string[], relative = true): boolean {
  // Browsers ignore tabs and newlines inside a scheme ('java\nscript:'), so must we.
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what browsers skip inside a URL scheme (java\tscript:)
  const url = value.replace(/[\u0000-\u0020]/g, '');
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(url);
  if (scheme) return schemes.includes(scheme[1]!.toLowerCase());
  if (!relative) return false;
  return url.startsWith('/') ? !url.startsWith('//') && !url.startsWith('/\\') : !url.includes(':') && !url.startsWith('\\');
}
