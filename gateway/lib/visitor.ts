import type { Context } from 'hono';

/** The browser's address as the edge worker forwards it (X-Client-IP), else the connecting address. */
export const clientIp = (c: Context) => c.req.header('X-Client-IP')?.trim() || c.req.header('CF-Connecting-IP')?.trim() || '';

/** Where a login comes from, as the domain records it: address, country and device as the edge worker sent them. */
export interface LoginVisit {
  ip: string;
  country: string | null;
  device: string | null;
}

export const loginVisit = (c: Context, ip = clientIp(c)): LoginVisit => ({
  ip,
  country: c.req.header('X-Client-Country')?.slice(0, 8) || null,
  device: c.req.header('User-Agent')?.slice(0, 300) || null,
});
