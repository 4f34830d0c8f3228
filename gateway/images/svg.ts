/** Building blocks of the generated images: a colour per name, safe text, a gradient. */
export const escapeXml = (text: string) => text.replace(/[<>&'"]/g, (ch) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[ch]!);

/** FNV-1a: the same name always gets the same hue. */
export function hue(key: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < key.length; i++) h = Math.imul(h ^ key.charCodeAt(i), 0x01000193);
  return (h >>> 0) % 360;
}

export const gradient = (id: string, h: number) =>
  `<defs><linearGradient id="${id}" x1="0" y1="0" x2="1" y2="1">` +
  `<stop offset="0" stop-color="hsl(${h},70%,52%)"/><stop offset="1" stop-color="hsl(${(h + 50) % 360},65%,28%)"/>` +
  '</linearGradient></defs>';

export const svg = (width: number, height: number, body: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${body}</svg>`;

export const text = (x: number, y: number, size: number, fill: string, content: string, anchor = 'middle') =>
  `<text x="${x}" y="${y}" font-family="Arial,Helvetica,sans-serif" font-weight="700" font-size="${size}" ` +
  `fill="${fill}" text-anchor="${anchor}" dominant-baseline="middle">${escapeXml(content)}</text>`;

/** Up to two capital letters: 'Fortune Tiger' -> 'FT'. */
export const initials = (name: string) =>
  name
    .split(/[\s_-]+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word[0]!.toUpperCase())
    .join('');

export const truncate = (name: string, max: number) => (name.length > max ? `${name.slice(0, max - 1)}…` : name);
