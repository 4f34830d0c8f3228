import { AGENT_ACCOUNT_TYPES, TRIAL_ACCOUNT_TYPE } from './first-load-constants';

/**
 * The member centre (docs/product.md 2.5) and agent centre (2.6) popups are named in the page URL
 * as `?centre=member/<page id>` or `?centre=agent/<page id>`, so a centre page can be linked,
 * survives a reload, is rendered by the server, and the back button closes it.
 */
export type CentreKind = 'member' | 'agent';

export interface CentreRef {
  kind: CentreKind;
  page: string;
}

export const CENTRE_PARAM = 'centre';

/** docs/product.md 2.5 / 2.6 default pages. */
export const CENTRE_HOME: Record<CentreKind, string> = { member: 'securityCenter', agent: 'agentTeamOverview' };

const VALUE = /^(member|agent)(?:\/([A-Za-z][A-Za-z0-9]{0,40}))?$/;

/** The centre a `centre` parameter names (its home page when the page is left out), or null. */
export function parseCentre(value: string | null | undefined): CentreRef | null {
  const match = VALUE.exec(value ?? '');
  if (!match) return null;
  const kind = match[1] as CentreKind;
  return { kind, page: match[2] ?? CENTRE_HOME[kind] };
}

export const formatCentre = (ref: CentreRef) => `${ref.kind}/${ref.page}`;

/** `search` with the centre parameter set to `ref`, or removed when ref is null. */
export function withCentre(search: string, ref: CentreRef | null): string {
  const params = new URLSearchParams(search);
  if (ref) params.set(CENTRE_PARAM, formatCentre(ref));
  else params.delete(CENTRE_PARAM);
  const text = params.toString().replace(/%2F/g, '/');
  return text ? `?${text}` : '';
}

/**
 * Who may have a centre open (docs/product.md 5 action check, 2.6): the member centre needs a real
 * account (not a trial), the agent centre an agent type (1, 2, 41, 42).
 */
export function centreAllowed(kind: CentreKind, session: { type: number } | null): boolean {
  if (!session) return false;
  if (kind === 'agent') return (AGENT_ACCOUNT_TYPES as readonly number[]).includes(session.type);
  return session.type !== TRIAL_ACCOUNT_TYPE;
}

/** The centre a page opens with: the URL's, when this session may have it. */
export function centreFromUrl(search: string, session: { type: number } | null): CentreRef | null {
  const ref = parseCentre(new URLSearchParams(search).get(CENTRE_PARAM));
  return ref && centreAllowed(ref.kind, session) ? ref : null;
}

export const sameCentre = (a: CentreRef | null, b: CentreRef | null) => a === b || (!!a && !!b && a.kind === b.kind && a.page === b.page);

/** true when two URLs differ in the centre parameter only (a page's data need not load again). */
export function onlyCentreChanged(a: URL, b: URL): boolean {
  if (a.pathname !== b.pathname) return false;
  const strip = (url: URL) => withCentre(url.search, null);
  return strip(a) === strip(b) && a.search !== b.search;
}
