/**
 * The doors of a brand a blocked visitor must not pass (issue 40, SECURITY.md "Region gate"): one
 * call per path family (pages, API reads, login, register, SMS, the live socket, PWA files,
 * /auth/*), for the development (region-gate.test.ts) and the production bundle
 * (production.test.ts). `api`: the answer is the REGION_BLOCKED envelope, not the region page.
 */
export type Call = { name: string; method: string; path: string; body?: string; headers?: Record<string, string>; api: boolean };

const json = (host: string, scheme: string) => ({ 'content-type': 'application/json', origin: `${scheme}://${host}` });
export const calls = (host: string, scheme = 'http'): Call[] => [
  { name: 'home page', method: 'GET', path: '/', api: false },
  { name: 'a game page', method: 'GET', path: '/rng', api: false },
  { name: '/auth/* page', method: 'GET', path: '/auth/login', api: false },
  { name: 'API read (lgw)', method: 'GET', path: '/lgw/games/vendors', api: true },
  { name: 'API read (wps)', method: 'GET', path: '/wps/system/whitelabel', api: true },
  { name: 'login', method: 'POST', path: '/wps/session/login', body: '{"username":"demo01","password":"Passw0rd!"}', headers: json(host, scheme), api: true },
  {
    name: 'register',
    method: 'POST',
    path: '/wps/member/register',
    body: '{"username":"newbie77","password":"Passw0rd!"}',
    headers: json(host, scheme),
    api: true,
  },
  { name: 'SMS', method: 'POST', path: '/wps/verification/sms/send', body: '{"mobile":"84900000001"}', headers: json(host, scheme), api: true },
  {
    name: 'socket',
    method: 'GET',
    path: '/live/socket',
    headers: { upgrade: 'websocket', connection: 'Upgrade', 'sec-websocket-version': '13', 'sec-websocket-key': 'dGhlIHNhbXBsZSBub25jZQ==' },
    api: true,
  },
  { name: 'PWA service worker', method: 'GET', path: '/sw.js', api: false },
  { name: 'PWA manifest', method: 'GET', path: '/manifest.webmanifest', api: false },
  { name: 'PWA icon', method: 'GET', path: '/icon.svg', api: false },
  { name: 'PWA offline page', method: 'GET', path: '/offline/en', api: false },
];
