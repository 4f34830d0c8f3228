import type { Context } from 'hono';

/** The browser's address as the edge worker forwards it (X-Client-IP), else the connecting address. */
export const clientIp = (c: Context) => c.req.header('X-Client-IP')?.trim() || c.req.header('CF-Connecting-IP')?.trim() || '';
