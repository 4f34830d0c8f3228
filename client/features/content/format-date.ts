const pad = (n: number) => String(n).padStart(2, '0');

/** docs/product.md 3 announcement date, yyyy-MM-dd hh:mm:ss (hours 00-23), in the player's time zone. */
export function formatAnnouncementDate(ms: number): string {
  const d = new Date(ms);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())} ${pad(d.getHours())}:${pad(d.getMinutes())}:${pad(d.getSeconds())}`;
}
