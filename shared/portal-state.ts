/**
 * The page's state as the worker writes it and the browser entry reads it: the brand, the
 * language and its strings, the dehydrated queries, who is logged in, and the ids of the
 * elements that carry it (read by the render, the page cache and the browser entry).
 */
import type { DehydratedState } from '@tanstack/react-query';
import type { Language } from './constants';
import type { Translation } from './translation-split';

/** What a brand shows the browser of its configuration (never the upstream or secrets). */
export interface PublicBrand {
  id: string;
  name: string;
  languages: Language[];
  theme: { primary: string; accent: string; logoText: string };
  flags: Record<string, boolean>;
  esportsVendors: string[];
  supportUrl?: string;
  /** hosts outside links may go to (shared/link-policy.ts) */
  linkHosts?: string[];
  /** IANA time zone of the brand's days (records, reports, date presets) */
  timeZone?: string;
  /** the brand's own country (ISO alpha-2), where the registration's country code starts */
  homeCountry?: string;
}

/** Serialised into the page by the worker and read once by the browser entry. */
export interface PortalState {
  brand: PublicBrand;
  lang: Language;
  translation: Translation;
  /** false when translation leaves out the centres' strings (shared/translation-split.ts) */
  translationComplete: boolean;
  /** the image host picked for this page from the upstream's imageCDNs */
  imageCdn: string;
  /** the game-launch host picked for this page from the upstream's launchGameCDNs */
  launchCdn: string;
  queries: DehydratedState;
  /** who is logged in, as far as the page needs to know: never the upstream token */
  session: PublicSession | null;
  /**
   * The member's calls the server render made that the gateway refused (one per code), which the
   * browser handles once hydrated as if its own calls had been refused: a session that ended
   * tells the gateway so once, and the server's read may have been that once.
   */
  failures?: CallFailure[];
}

/** A refused call: the gateway's code and value, and the call's path. */
export interface CallFailure {
  code: string;
  value: unknown;
  url: string;
}

export interface PublicSession {
  username: string;
  /** account type (docs/product.md 6): 4 trial, 1/2/41/42 agent */
  type: number;
}

export const PORTAL_STATE_ID = '__portal';
/**
 * A member's page served from a visitor's cached page (worker/ssr/page-cache.ts):
 * the member's PublicSession as JSON, which the browser applies once it has hydrated the
 * visitor's render.
 */
export const MEMBER_SHELL_ID = '__portal_member';
