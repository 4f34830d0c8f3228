/**
 * The API between the portal (worker and client) and the upstream gateway.
 * One definition, used by client, worker and the reference gateway, so a changed
 * field breaks the build rather than the player. Paths follow docs/product.md 7.
 */

/** Every upstream answer is wrapped in this envelope. */
export interface Envelope<T> {
  success: boolean;
  /** '0' on success; otherwise an error code (see ErrorCode). */
  code: string;
  message: string;
  value: T;
}

export type ErrorCode = 'NOT_LOGGED_IN' | 'NETWORK' | 'TIMEOUT' | 'INVALID_DOMAIN' | 'REGION_BLOCKED' | 'MAINTENANCE' | 'GAME_MAINTENANCE' | 'UNKNOWN';

// ---------------------------------------------------------------- system

export type SystemStatusCode = 0 | 1 | 2;

/** GET /wps/system/status (docs/product.md 2.2, 7.1). */
export interface SystemStatus {
  status: SystemStatusCode;
  location: { ip: string; country: string };
  /** ISO time the maintenance is expected to end, when status is 1. */
  maintenanceUntil?: string | null;
}

/** One node of the whitelabel module tree (docs/product.md 3 "Session info"). */
export interface ModuleNode {
  modId: string;
  enabled: boolean;
  childrenNodes: ModuleNode[];
}

export type ResourceType = 'AFFILIATELINK' | 'Android' | 'MOBILECONFIG' | 'WHATSAPP' | 'FACEBOOK' | 'INSTAGRAM' | 'TELEGRAM' | 'SpeedTest' | 'USDJUMP';

export interface Resource {
  resourceType: ResourceType;
  url: string;
  qrCodeUrl?: string | null;
  labelNameEn: string;
}

/** Customer-service entry (docs/product.md 3). csType e.g. livechat, telegram, whatsapp, VIP. */
export interface CustomerServiceEntry {
  csType: string;
  /** Numeric type used by the customer-service popup (type 3 = live chat URL). */
  type: number;
  path: string;
  /** Icon path on the image CDN. */
  icon: string;
}

/** GET /wps/system/whitelabel */
export interface Whitelabel {
  brandName: string;
  modules: ModuleNode[];
  resources: Resource[];
  customerService: CustomerServiceEntry[];
  analytics: { gtagId: string | null };
  /** Origins images may be served from; one is picked per request. */
  imageCDNs: string[];
  /** Origins games may be launched from; one is picked per request. */
  launchGameCDNs: string[];
  /** Brand setting: send visitors without a session to /login (docs/product.md 2.1 login guard). */
  loginGuard: boolean;
  /** Currency of the brand's wallet, e.g. VND. */
  currency: string;
}

/** Per-field validation rule (docs/product.md 3, 5). */
export interface FieldRule {
  enabled: boolean;
  required: boolean;
  acceptedPattern: string;
  patternId: string;
  minLength: number;
  maxLength: number;
}

/** GET /wps/system/setting/register */
export interface RegisterSettings {
  captchaEnabled: boolean;
  smsVerification: boolean;
  fields: Record<string, FieldRule>;
}

// ---------------------------------------------------------------- content

export type BannerGroup =
  | 'w_home'
  | 'rng'
  | 'live'
  | 'fish'
  | 'pvp'
  | 'sports'
  | 'esports'
  | 'lott'
  | 'down'
  | 'promotions'
  | 'shop'
  | 'help'
  | 'register'
  | 'inhouse';

export type LinkageType = 'NONE' | 'URL' | 'ROUTE' | 'GAME' | 'PROMOTION';

/** GET /wps/banners?groupName=… (docs/product.md 3 Banner). */
export interface Banner {
  bannerId: number;
  url: string;
  groupName: BannerGroup;
  linkageType: LinkageType;
  linkage: string | null;
  title: string;
}

export type AnnouncementType = 'B' | 'PL' | 'PU' | 'PR' | 'H';

/** GET /wps/announcements?type=&pageNo=&pageSize= */
export interface Announcement {
  id: number;
  type: AnnouncementType;
  title: string;
  /** HTML from the operator: sanitise before showing. */
  content: string;
  /** epoch milliseconds */
  date: number;
}

export interface Paged<T> {
  list: T[];
  totalPages: number;
  pageNo: number;
}

/** GET /wps/notice: marquee notices and popup notices for home. */
export interface Notices {
  player: string[];
  popup: Announcement[];
}

// ---------------------------------------------------------------- games

export const GAME_CATEGORIES = ['LOTT', 'ELOTT', 'LIVE', 'SPORTS', 'FISH', 'RNG', 'PVP', 'ESPORTS'] as const;
export type GameCategory = (typeof GAME_CATEGORIES)[number] | 'INHOUSE';

export interface VendorIcon {
  COLOR: string;
  WHITE: string;
  PURPLE?: string;
}

export interface Vendor {
  /** vendor code */
  vassalage: string;
  name: string;
  icon: VendorIcon;
}

/** GET /lgw/games/vendors : one sorting-vendor group per category (docs/product.md 3). */
export interface SortingVendorGroup {
  gameCategory: GameCategory;
  vendors: Vendor[];
}

/** A game card (docs/product.md 3). isGame 'VASSALAGE' means a vendor lobby / popup game list. */
export interface GameCard {
  vassalage: string;
  gameName: string;
  isHot: 0 | 1;
  gameType: GameCategory;
  gameId: string;
  nodeId: number;
  isGame: 'GAME' | 'VASSALAGE';
  icon: string;
  gameClassify: string;
  minBet: number;
  minLineNum: number;
}

export interface GameLane {
  title: string;
  gameClassify: string;
  cards: GameCard[];
}

/** GET /lgw/games/vendor?gameCategory=&platform=html5-desktop -> value.data.lanes */
export interface VendorLanes {
  data: { lanes: GameLane[] };
}

/** GET /lgw/games/list params (docs/product.md 3). */
export interface GameListParams {
  clientType?: number;
  platform?: string;
  channel?: string;
  merchant?: string;
  gameType: GameCategory;
  vassalage?: string;
  gameClassify?: string;
  gameName?: string;
  minBet?: number;
  minLineNum?: number;
  language?: string;
  pageNo: number;
  pageSize: number;
}

export interface GameList {
  games: GameCard[];
  totalPages: number;
}

// ---------------------------------------------------------------- accounts (docs/product.md 3, 4, 7.1)

/**
 * Body of POST /wps/session/login, sent upstream as compact JWE (content-type
 * application/jose) by the worker; the browser sends it as JSON to its own origin.
 */
export interface LoginRequest {
  type: 'username' | 'sms';
  username?: string;
  password?: string;
  /** answer to the captcha image, when one was shown */
  captcha?: string;
  mobileNum?: string;
  countryDialingCode?: string;
  verificationCode?: string;
}

/** value of a successful login (and of free play, register, SMS login). */
export interface LoginResult {
  token: string;
  userName: string;
  /** account type: 0 member, 1/2/41/42 agent, 4 trial */
  type: number;
  firstTimeLogin: boolean;
  passwordExpired: boolean;
  /** true when the password is the weak default 123456 */
  defaultPassword: boolean;
  /** the account's previous successful login (player protection); null on the first */
  lastLogin?: { at: number; ip: string } | null;
}

/** What the browser gets from POST /wps/session/login (and verify, free play, password by phone): the token stays in the worker's cookie. */
export type LoginAnswer = Omit<LoginResult, 'token'>;

/** value of a failed login, with code LOGIN_FAILED / CAPTCHA_INVALID / ACCOUNT_LOCKED. */
export interface LoginFailure {
  captchaRequired: boolean;
}

/** value with code TWO_FACTOR_REQUIRED: login from an address the account has not used (docs/product.md 2.7). */
export interface TwoFactorChallenge {
  challengeId: string;
  channel: 'sms' | 'email';
  /** masked phone or e-mail the code went to */
  destination: string;
  /** seconds before another code may be sent */
  retryAfterSeconds: number;
}

export interface ClubLabel {
  labelName: string;
  color: string;
  color2: string;
  rankLevel: number;
}

export interface MemberLabel {
  text: string;
  color: string;
  background: string;
}

/** GET /wps/member/info (token). */
export interface MemberInfo {
  id: number;
  account: string;
  nickname: string;
  type: number;
  toUpline: boolean;
  clubLabel: ClubLabel | null;
  memberLabel: MemberLabel[];
}

/** GET /wps/v2/wallets/balance (token). */
export interface Balance {
  /** the main wallet (vendor wallets: GET /wps/member/info/funds/consolidated) */
  sumBalance: number;
  currencySymbol: string;
  /** false when some vendors of the brand keep a wallet of their own (transferFund) */
  isSingle: boolean;
}
