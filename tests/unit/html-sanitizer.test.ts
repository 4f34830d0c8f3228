/** The one allow-list for operator HTML, as the worker and SSR apply it (sanitize-html). */
import { describe, expect, it } from 'vitest';
import { sanitizeHtml } from '@client/lib/html-sanitizer.server';
import { allowedUrl, IMAGE_SCHEMES, LINK_SCHEMES } from '@shared/html-allow-list';

describe('sanitizeHtml (server)', () => {
  it('drops script elements with their code but keeps the text around them', () => {
    const out = sanitizeHtml('<p>Keep your password private.</p><script>window.__pwned = "script"</script>');
    expect(out).toBe('<p>Keep your password private.</p>');
  });

  it('removes event handlers and keeps the element', () => {
    const out = sanitizeHtml('<img src="https://cdn.example/x.png" onerror="alert(1)" onload="alert(2)" alt="x">');
    expect(out).toBe('<img src="https://cdn.example/x.png" alt="x" />');
  });

  it('drops javascript:, vbscript: and data: links, including ones hidden with whitespace or case', () => {
    for (const href of [
      'javascript:alert(1)',
      'JaVaScRiPt:alert(1)',
      ' java\nscript:alert(1)',
      'vbscript:msgbox(1)',
      'data:text/html,<script>alert(1)</script>',
    ]) {
      const out = sanitizeHtml(`<a href="${href}">Read more</a>`);
      expect(out, href).toBe('<a>Read more</a>');
    }
  });

  it('keeps http(s), mailto and same-site links; target=_blank gets rel=noopener noreferrer', () => {
    expect(sanitizeHtml('<a href="https://democlub.example/a" target="_blank" rel="opener">x</a>')).toBe(
      '<a href="https://democlub.example/a" target="_blank" rel="noopener noreferrer">x</a>',
    );
    expect(sanitizeHtml('<a href="/promotions" target="_self" rel="x">x</a>')).toBe('<a href="/promotions">x</a>');
    expect(sanitizeHtml('<a href="mailto:help@democlub.example">mail</a>')).toBe('<a href="mailto:help@democlub.example">mail</a>');
    expect(sanitizeHtml('<a href="//evil.example/x">x</a>')).toBe('<a>x</a>');
  });

  it('removes styles, forms, frames, objects and svg, and unknown attributes', () => {
    const out = sanitizeHtml(
      '<style>body{display:none}</style><p style="color:red" class="x" id="y">t</p><iframe src="https://evil.example"></iframe><form action="/x"><input></form><object data="x"></object><svg><script>alert(1)</script></svg>',
    );
    expect(out).toBe('<p>t</p>');
  });

  it('keeps the formatting the operators use', () => {
    const html =
      '<h3>Title</h3><p><strong>b</strong> <em>i</em> <u>u</u></p><ul><li>one</li></ul><table><tbody><tr><td colspan="2">c</td></tr></tbody></table>';
    expect(sanitizeHtml(html)).toBe(html);
  });

  it('does not let an image load from javascript:, data: or a relative path', () => {
    expect(sanitizeHtml('<img src="x" onerror="alert(1)">')).toBe('<img />');
    expect(sanitizeHtml('<img src="javascript:alert(1)" alt="a">')).toBe('<img alt="a" />');
    expect(sanitizeHtml('<img src="data:image/svg+xml;base64,PHN2Zz4=" alt="a">')).toBe('<img alt="a" />');
  });
});

describe('allowedUrl', () => {
  it('accepts allowed schemes and same-site paths only', () => {
    expect(allowedUrl('https://a.example', LINK_SCHEMES)).toBe(true);
    expect(allowedUrl('mailto:a@b.example', LINK_SCHEMES)).toBe(true);
    expect(allowedUrl('mailto:a@b.example', IMAGE_SCHEMES)).toBe(false);
    expect(allowedUrl('/help', LINK_SCHEMES)).toBe(true);
    expect(allowedUrl('help#x', LINK_SCHEMES)).toBe(true);
    expect(allowedUrl('//evil.example', LINK_SCHEMES)).toBe(false);
    expect(allowedUrl('/\\evil.example', LINK_SCHEMES)).toBe(false);
    expect(allowedUrl('\tjavascript:alert(1)', LINK_SCHEMES)).toBe(false);
    expect(allowedUrl('/img/a.png', IMAGE_SCHEMES, false)).toBe(false);
    expect(allowedUrl('https://cdn.example/a.png', IMAGE_SCHEMES, false)).toBe(true);
  });
});
