/** Business constants and limits of docs/product.md 9. */
// the ones every page's first load reads live in a module of their own, which the entry's modules
// import directly (importing this one would bring the whole table into the entry); the rest import them here
export {
  AGENT_ACCOUNT_TYPES,
  CATEGORY_PAGE,
  CHUNK_LOAD_TIMEOUT_MS,
  categoryPage,
  DEFAULT_ESPORTS_VENDORS,
  HTML_LANG,
  SIDE_MENU_CATEGORIES,
  TRIAL_ACCOUNT_TYPE,
} from './first-load-constants';
export const COUNTRY_DROPDOWN_CLOSE_MS = 200;
export const SLIDER_AUTOPLAY_MS = 5_000;
export const HOME_BANNER_SPACING_PX = 20;
export const CAPTCHA_REFRESH_MS = 1_000;
export const LOGIN_SMS_THROTTLE_MS = 1_000;
export const SOCIAL_SMS_COUNTDOWN_S = 60;
export const REMEMBER_ME_DAYS = 1;
export const ANNOUNCEMENTS_PAGE_SIZE = 9;
export const GAME_LIST_PAGE_SIZE = 42;
export const POPULAR_GAMES_COUNT = 20;
export const LOTTERY_NUMBERS_COUNT = 100;
export const GAME_LIST_DEFAULTS = {
  clientType: 3,
  platform: 'flash,html5-desktop',
  hotIsPlatform: 2,
  favouriteGameType: 'RNG',
} as const;
export const HOT_CARD = 1;
export const VIP_RANK_THRESHOLD = 4;
export const CUSTOMER_SERVICE_POPUP = { width: 440, height: 750 } as const;
export const CHAT_HEADER_COLOUR = '#262743';
export const SIDE_MENU_CHAT_COLOUR = '#ff947a';
export const QR_SIZE = 100;
export const PAGINATION = { pageRange: 3, marginPages: 1 } as const;
export const LAZY_IMAGE = { cache: 200, attempts: 3, preloadFactor: 1.3, throttleMs: 200 } as const;
export const WEAK_DEFAULT_PASSWORD = '123456';
export const REGISTRATION_METHOD = 'WEB';
export const NEW_MEMBER_BONUS = '1000VND';
export const MINIMUM_AGE = 21;
export const REGISTRATION_AGREEMENT_AGE = 18;
export const ACTIVITY_REMARK_MAX = 140;
export const ACTIVITY_IMAGE = { maxBytes: 5 * 1024 * 1024, maxCount: 3, types: ['image/png', 'image/jpeg'] } as const;
export const REALTIME_WAGE_SETTLEMENT_MINUTES = 5;
/** Languages with translation files; TY is the default. */
export const LANGUAGES = ['ty', 'en', 'vi', 'cn', 'id', 'th'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'ty';
export const ANNOUNCEMENT_DATE_FORMAT = 'yyyy-MM-dd hh:mm:ss';

/** A brand's days (records, reports, date presets) where its config sets no `timeZone`: its players are in Vietnam. */
export const DEFAULT_TIME_ZONE = 'Asia/Ho_Chi_Minh';
