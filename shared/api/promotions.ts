/**
 * Promotions, activity applications and the point mall (docs/product.md 3, 4, 7.3, 8, 9): the
 * request and answer shapes of the /wps/promotion and /wps/points calls, shared by the
 * portal and the reference gateway.
 */

/** Promotion categories; new_player feeds the registration page's slider (docs/product.md 2.4). */
export const PROMOTION_CATEGORIES = ['new_player', 'deposit', 'casino', 'sports', 'vip'] as const;
export type PromotionCategory = (typeof PROMOTION_CATEGORIES)[number];

/**
 * How a member takes part: 'apply' sends the application form (comment and images) for
 * review; 'signup' signs the member up at once; both end with a bonus to claim.
 */
export type PromotionMode = 'apply' | 'signup';

/** The promotion's own time window, the same for every visitor. */
export type PromotionPhase = 'coming_soon' | 'open' | 'closed';

/** docs/product.md 4 activity states, per member. */
export const ACTIVITY_STATES = ['applying', 'closed', 'rejected', 'issued', 'claimed', 'processing', 'signed', 'coming_soon'] as const;
export type ActivityState = (typeof ACTIVITY_STATES)[number];

/** What the member can do next in a state (docs/product.md 4: join, claim). */
export type ActivityAction = 'join' | 'claim' | null;

/** GET /wps/promotion/list item (public). */
export interface PromotionSummary {
  id: number;
  category: PromotionCategory;
  title: string;
  summary: string;
  mode: PromotionMode;
  /** bonus in whole currency units */
  bonus: number;
  /** epoch ms */
  startsAt: number;
  endsAt: number | null;
  phase: PromotionPhase;
  /** image path on the gateway's image hosts */
  image: string;
}

/** GET /wps/promotion/list?category= (public). */
export interface PromotionList {
  /** categories that have at least one promotion, in display order */
  categories: PromotionCategory[];
  list: PromotionSummary[];
}

/** GET /wps/promotion/detail?id= (public): the summary plus its terms, as plain paragraphs. */
export interface PromotionDetail extends PromotionSummary {
  paragraphs: string[];
}

/** One of the member's activities: GET /wps/promotion/member (token). */
export interface MemberActivity {
  promotionId: number;
  state: ActivityState;
  /** the application, for 'apply' promotions */
  comment: string | null;
  imageCount: number;
  updatedAt: number;
}

/** POST /wps/promotion/join (token): signup promotions. */
export interface JoinRequest {
  promotionId: number;
}

/**
 * POST /wps/promotion/apply (token), multipart/form-data: promotionId, requestId (the
 * browser's idempotency key: a repeated submit answers the first result), comment, and
 * up to 3 `images` (png or jpg, 5 MB each).
 */
export const APPLICATION_COMMENT_MAX = 140;
export const APPLICATION_MAX_IMAGES = 3;
export const APPLICATION_MAX_IMAGE_BYTES = 5 * 1024 * 1024;
export const APPLICATION_IMAGE_TYPES = ['image/png', 'image/jpeg'] as const;

/** POST /wps/promotion/raffle/claim (token). */
export interface ClaimRequest {
  promotionId: number;
}

/** Answer of join, apply and claim: the member's activity after the call. */
export type ActivityResult = MemberActivity;

/** Error codes of these calls (mapped to docs/product.md 8 texts by the portal). */
export type PromotionErrorCode =
  | 'PROMOTION_NOT_FOUND'
  | 'PROMOTION_NOT_OPEN'
  | 'ALREADY_JOINED'
  | 'NOT_CLAIMABLE'
  | 'NEED_TRUE_ACCOUNT'
  | 'COMMENT_TOO_LONG'
  | 'TOO_MANY_IMAGES'
  | 'IMAGE_TOO_LARGE'
  | 'IMAGE_TYPE'
  | 'INSUFFICIENT_POINTS'
  | 'ITEM_NOT_FOUND'
  | 'OUT_OF_STOCK'
  | 'BELOW_MIN_CONVERT';

// ---------------------------------------------------------------- point mall

/** GET /wps/points/items (public): what points buy (docs/product.md 3 point items). */
export interface PointItem {
  id: number;
  name: string;
  /** points one unit costs */
  points: number;
  /** wallet credit of one unit, whole currency units */
  amount: number;
  /** units left; null = unlimited */
  units: number | null;
  /** amount per point */
  ratio: number;
}

/** GET /wps/points/balance (token). Points never expire (docs/product.md 9). */
export interface PointsBalance {
  points: number;
}

/** docs/product.md 4 redemption status. */
export type RedeemStatus = 'processing' | 'rejected' | 'approved';

/** item: one unit of a point item; convert: points converted straight into money at the brand's ratio. */
export type RedemptionKind = 'item' | 'convert';

/** GET /wps/points/redeem/list (token) item; also the answer of a redeem and of a convert. */
export interface Redemption {
  id: number;
  kind: RedemptionKind;
  /** the item's name (kind item); empty for a conversion */
  itemName: string;
  points: number;
  amount: number;
  status: RedeemStatus;
  /** epoch ms */
  time: number;
  remark: string;
}

/**
 * GET /wps/points/config (public): the brand's points rules and its conversion (the exchange
 * ratio table's last row). Points never expire (docs/product.md 9).
 */
export interface PointsConfig {
  /** currency units one point converts to */
  convertRatio: number;
  /** the fewest points one conversion takes */
  minConvert: number;
  /** a conversion of more points waits for review (status processing) */
  reviewAbove: number;
  /** settled bet stake (turnover) one point is earned for, each bet rounded down; 0 = no points from play */
  turnoverPerPoint: number;
  neverExpire: true;
}

/** EARN: points given (promotions, operator); REDEEM: spent on an item or a conversion; REFUND: a rejected redemption's points back. */
export type PointEntryKind = 'EARN' | 'REDEEM' | 'REFUND';

/** GET /wps/points/details?pageNo&pageSize (token): every earning and spending, newest first. */
export interface PointEntry {
  id: number;
  kind: PointEntryKind;
  /** positive earns, negative spends */
  points: number;
  /** the item's or the grant's name; empty for a conversion */
  remark: string;
  /** the redemption it belongs to, if any */
  redemptionId: number | null;
  /** earned from play: a settled bet's stake (points config turnoverPerPoint), once per bet */
  fromPlay: boolean;
  /** epoch ms */
  time: number;
}
