/**
 * The portal's calls, path by path: what each read answers and what each write takes and
 * answers, as the browser sees them through the worker's /wps and /lgw proxy. The client's
 * ApiClient (client/lib/api-client.ts) takes its types from here, so a call names only its
 * path: a path that is not listed, or a body of the wrong shape, fails the compiler.
 * A new call is one line here, beside the types in its area's file.
 */
import type {
  Announcement,
  Balance,
  Banner,
  CustomerServiceEntry,
  GameList,
  LoginAnswer,
  LoginRequest,
  MemberInfo,
  Notices,
  Paged,
  RegisterSettings,
  SortingVendorGroup,
  SystemStatus,
  TwoFactorChallenge,
  VendorLanes,
  Whitelabel,
} from '.';
import type {
  AgentAnnouncementPage,
  AgentContract,
  AgentReferral,
  AgentRegistered,
  AgentRegisterRequest,
  AgentTransferRequest,
  AgentWallet,
  ContractAnswer,
  ContractLists,
  ContractOffer,
  ContractRef,
  ContractSettlement,
  IncomeReport,
  TeamBetPage,
  TeamLossPage,
  TeamMember,
  TeamMemberPage,
  TeamMovementPage,
  TeamOverview,
} from './agent';
import type {
  BankCard,
  BetRecordPage,
  BindCardRequest,
  BonusRecord,
  ConsolidatedFunds,
  DepositChannel,
  DepositOrder,
  DepositRequest,
  PaymentPasswordRequest,
  ProfitReport,
  RecallRequest,
  TransferResult,
  UplineInfo,
  UplineTransferRequest,
  VendorTransferRequest,
  WalletMovementPage,
  Withdrawal,
  WithdrawInfo,
  WithdrawRequest,
} from './cashier';
import type { ChatMessageState, ChatUrl, HelpTopic, UnreadCount, Winner } from './content';
import type { RedEnvelope, RedEnvelopeClaim } from './envelope';
import type { CardList, FavouriteIds, FavouriteRequest, PopularGames } from './lobby';
import type {
  CaptchaImage,
  ForgotEmailAnswer,
  ForgotEmailRequest,
  ForgotSmsAnswer,
  ForgotSmsRequest,
  LoginSmsAnswer,
  PasswordByPhoneRequest,
  SocialProvider,
  SocialStartAnswer,
  SocialStartRequest,
} from './login';
import type { LotteryLobbyRequest } from './lottery';
import type {
  AvailablePromo,
  ClaimRequest,
  Leaderboard,
  MessageIds,
  MessagePage,
  MessageState,
  Mission,
  MissionBoard,
  MissionClaimRequest,
  MissionSummary,
  ReadMessagesRequest,
  RebateClaim,
  RebateSummary,
  ReferralClaimRequest,
  ReferralFriend,
  ReferralInfo,
  RescueFund,
  Reward,
  RewardClaimRequest,
  VipStatus,
} from './member';
import type { GameListPage, LaunchGameRequest, LaunchGameResult, LotteryGameMenu, LotteryNumbers, PvpRoom, Winners } from './play';
import type {
  ActivityResult,
  MemberActivity,
  PointEntry,
  PointItem,
  PointsBalance,
  PointsConfig,
  PromotionDetail,
  PromotionList,
  Redemption,
} from './promotions';
import type {
  Birthday,
  BirthdayRequest,
  DepositLimitPromptRequest,
  DepositLimitRequest,
  EndedSessions,
  Exclusion,
  LoginRecord,
  ProtectionState,
  RealityCheckRequest,
  SessionClock,
  SessionLimitRequest,
  TimeoutRequest,
} from './protection';
import type { AffiliateCheck, BotChallenge, CountryList, RegisterAnswer, RegisterRequest, RegisterSmsAnswer, RegisterSmsRequest } from './register';
import type { CreditReport, FeedbackItem, FeedbackReceipt, SupportRules, Ticket, TicketReplyRequest } from './support';
import type { ChatUrlRequest } from '../schemas-content';
import type { FreeplayRequest, ChallengeRequest, PasswordChangeRequest, VerifyRequest } from '../schemas-login';
import type { PasskeyAssertion, PasskeyCreationOptions, PasskeyRegistration, PasskeyRename, PasskeyRequestOptions, PasskeySummary } from './passkeys';
import type {
  LoginSecondFactorRequest,
  RecoveryCodesRequest,
  SecondFactorProof,
  SecondFactorStatus,
  TotpConfirmRequest,
  TotpDisableRequest,
  TotpEnabled,
  TotpSetup,
} from './second-factor';
import type { ConvertRequest, JoinPromotionRequest, RaffleClaimRequest, RedeemRequest } from '../schemas-promotions';

/** GET path -> the envelope's value. */
/** GET /wps/session/alive (session): the session is alive until `expiresAt` (epoch ms); 401 NOT_LOGGED_IN when it is not. */
export interface SessionAlive {
  expiresAt: number;
}

export interface ReadPaths {
  // whether the caller's session is alive, and until when (the edge worker asks before it opens a live socket)
  '/wps/session/alive': SessionAlive;
  // the portal's settings and content (public; most through the edge cache)
  '/wps/system/status': SystemStatus;
  '/wps/system/whitelabel': Whitelabel;
  '/wps/system/setting/register': RegisterSettings;
  '/wps/system/customerService': CustomerServiceEntry[];
  '/wps/system/helpCenter': HelpTopic[];
  '/wps/system/countries': CountryList;
  '/wps/system/availablePromo': AvailablePromo;
  '/wps/banners': Banner[];
  '/wps/notice': Notices;
  '/wps/announcements': Paged<Announcement>;
  '/wps/winnerBoard': Winner[];
  '/wps/captcha': CaptchaImage;
  '/wps/verification/challenge': BotChallenge;
  '/wps/agent/affiliate': AffiliateCheck;
  '/wps/promotion/list': PromotionList;
  '/wps/promotion/detail': PromotionDetail;
  // games and lottery (/lgw)
  '/lgw/games/vendors': SortingVendorGroup[];
  '/lgw/games/vendor': VendorLanes;
  '/lgw/games/list': GameList;
  '/lgw/games/hot': CardList;
  '/lgw/games/recent': GameListPage;
  '/lgw/games/popular': PopularGames;
  '/lgw/games/winners': Winners;
  '/lgw/games/pvp/rooms': PvpRoom[];
  '/lgw/games/favourite/ids': FavouriteIds;
  '/lgw/games/favourite/list': CardList;
  '/lgw/lottery/numbers': LotteryNumbers;
  '/lgw/lottery/opened': LotteryNumbers;
  '/lgw/vn/games/game_menu': LotteryGameMenu[];
  '/lgw/vn/numero': LotteryNumbers;
  // the member's own
  '/wps/member/info': MemberInfo;
  '/wps/member/security/second-factor': SecondFactorStatus;
  '/wps/member/passkeys': PasskeySummary[];
  '/wps/member/info/funds/consolidated': ConsolidatedFunds;
  '/wps/member/birthday': Birthday;
  '/wps/v2/wallets/balance': Balance;
  '/wps/relay/message/list': MessagePage;
  '/wps/relay/message/unread': UnreadCount;
  '/wps/relay/chat/message': ChatMessageState;
  '/wps/promotion/member': MemberActivity[];
  '/wps/protection': ProtectionState;
  '/wps/protection/logins': LoginRecord[];
  '/wps/protection/session': SessionClock;
  '/wps/rewards': Reward[];
  '/wps/missions': MissionBoard;
  '/wps/missions/summary': MissionSummary;
  '/wps/missions/leaderboard': Leaderboard;
  '/wps/rescue': RescueFund;
  '/wps/rebate/summary': RebateSummary;
  '/wps/rebate/claims': Paged<RebateClaim>;
  '/wps/vip/status': VipStatus;
  '/wps/referral': ReferralInfo;
  '/wps/redEnvelope': RedEnvelope;
  '/wps/points/items': PointItem[];
  '/wps/points/balance': PointsBalance;
  '/wps/points/config': PointsConfig;
  '/wps/points/details': Paged<PointEntry>;
  '/wps/points/redeem/list': Paged<Redemption>;
  '/wps/support/rules': SupportRules;
  '/wps/tickets': Ticket[];
  '/wps/feedback': FeedbackItem[];
  /** the months and the brand's zone travel in the path itself: `?months=N&timeZone=Zone` */
  [credit: `/wps/report/credit?${string}`]: CreditReport;
  // the cashier
  '/wps/cashier/deposit/channels': DepositChannel[];
  '/wps/cashier/deposit/orders': DepositOrder[];
  '/wps/cashier/deposit/order': DepositOrder;
  '/wps/cashier/transactions': WalletMovementPage;
  '/wps/cashier/withdraw/info': WithdrawInfo;
  '/wps/cashier/withdrawals': Withdrawal[];
  '/wps/cashier/profit': ProfitReport;
  '/wps/cashier/bets': BetRecordPage;
  '/wps/cashier/bonuses': BonusRecord[];
  '/wps/cashier/upline': UplineInfo;
  // the agent centre
  '/wps/agent/team/overview': TeamOverview;
  '/wps/agent/team/members': TeamMemberPage;
  '/wps/agent/team/member': TeamMember;
  '/wps/agent/wallet': AgentWallet;
  '/wps/agent/referral': AgentReferral;
  '/wps/agent/reports/bets': TeamBetPage;
  '/wps/agent/reports/loss': TeamLossPage;
  '/wps/agent/reports/transactions': TeamMovementPage;
  '/wps/agent/reports/income': IncomeReport;
  '/wps/agent/announcements': AgentAnnouncementPage;
  '/wps/agent/contracts': ContractLists;
  '/wps/agent/contracts/settlements': ContractSettlement[];
}

/** A write with its body (undefined: none) and the envelope's value. */
interface Write<Body, Answer> {
  body: Body;
  answer: Answer;
}

/** Uploads go as multipart: the gateway reads the fields the path's doc comment names. */
type Multipart = FormData;

/** `METHOD path` -> what the write takes and answers. */
export type WritePaths = {
  // accounts
  'POST /wps/session/login': Write<LoginRequest, LoginAnswer>;
  'POST /wps/session/login/verify': Write<VerifyRequest, LoginAnswer>;
  'POST /wps/session/login/resend': Write<ChallengeRequest, TwoFactorChallenge>;
  'POST /wps/session/login/freeplay': Write<FreeplayRequest, LoginAnswer>;
  'POST /wps/session/login/second-factor': Write<LoginSecondFactorRequest, LoginAnswer>;
  // the second factor (shared/api/second-factor.ts)
  'POST /wps/member/security/totp/start': Write<undefined, TotpSetup>;
  'POST /wps/member/security/totp/confirm': Write<TotpConfirmRequest, TotpEnabled>;
  'POST /wps/member/security/totp/disable': Write<TotpDisableRequest, SecondFactorStatus>;
  'POST /wps/member/security/recovery-codes': Write<RecoveryCodesRequest, TotpEnabled>;
  // passkeys (shared/api/passkeys.ts PASSKEY_PATHS)
  'POST /wps/member/passkeys/register/options': Write<{ secondFactor?: SecondFactorProof }, PasskeyCreationOptions>;
  'POST /wps/member/passkeys/register': Write<PasskeyRegistration, PasskeySummary>;
  'POST /wps/member/passkeys/rename': Write<PasskeyRename, PasskeySummary>;
  'POST /wps/member/passkeys/remove': Write<{ id: string; secondFactor?: SecondFactorProof }, null>;
  'POST /wps/member/passkeys/step/options': Write<undefined, PasskeyRequestOptions>;
  'POST /wps/session/login/passkey/options': Write<undefined, PasskeyRequestOptions>;
  'POST /wps/session/login/passkey': Write<{ assertion: PasskeyAssertion }, LoginAnswer>;
  'POST /wps/session/login/passkey/step/options': Write<{ challengeId: string }, PasskeyRequestOptions>;
  'DELETE /wps/session/logout': Write<undefined, null>;
  'POST /wps/member/password': Write<PasswordChangeRequest, null>;
  'POST /wps/member/password/email': Write<ForgotEmailRequest, ForgotEmailAnswer>;
  'POST /wps/member/password/verification': Write<PasswordByPhoneRequest, LoginAnswer>;
  'PUT /wps/member/register': Write<RegisterRequest, RegisterAnswer>;
  'PUT /wps/member/register/mobile': Write<RegisterRequest, RegisterAnswer>;
  'PUT /wps/member/birthday': Write<BirthdayRequest, Birthday>;
  'POST /wps/verification/sms/register': Write<RegisterSmsRequest, RegisterSmsAnswer>;
  'POST /wps/verification/sms/noLogin': Write<ForgotSmsRequest, LoginSmsAnswer>;
  'POST /wps/verification/sms/forgot': Write<ForgotSmsRequest, ForgotSmsAnswer>;
  // games
  'POST /wps/game/launchGame': Write<LaunchGameRequest, LaunchGameResult>;
  'POST /wps/game/lotteryLobby': Write<LotteryLobbyRequest, LaunchGameResult>;
  // messages, chat, support
  'POST /wps/relay/message/read': Write<ReadMessagesRequest, MessageState>;
  'POST /wps/relay/message/delete': Write<MessageIds, MessageState>;
  'POST /wps/relay/chat/url': Write<ChatUrlRequest, ChatUrl>;
  /** fields requestId, content and images */
  'PUT /wps/feedback': Write<Multipart, FeedbackReceipt>;
  /** fields requestId, questionType, content and images */
  'POST /wps/tickets': Write<Multipart, Ticket>;
  'POST /wps/tickets/reply': Write<TicketReplyRequest, Ticket>;
  // promotions and claims (each once per requestId)
  'POST /wps/promotion/join': Write<JoinPromotionRequest, ActivityResult>;
  'POST /wps/promotion/raffle/claim': Write<RaffleClaimRequest, ActivityResult>;
  /** fields promotionId, requestId, comment and images */
  'POST /wps/promotion/apply': Write<Multipart, ActivityResult>;
  'POST /wps/rewards/claim': Write<RewardClaimRequest, Reward>;
  'POST /wps/missions/claim': Write<MissionClaimRequest, Mission>;
  'POST /wps/rescue/claim': Write<ClaimRequest, RescueFund>;
  'POST /wps/rebate/claim': Write<ClaimRequest, RebateClaim>;
  'POST /wps/referral/claim': Write<ReferralClaimRequest, ReferralFriend>;
  'POST /wps/redEnvelope/claim': Write<RedEnvelopeClaim, RedEnvelope>;
  'POST /wps/points/redeem': Write<RedeemRequest, Redemption>;
  'POST /wps/points/convert': Write<ConvertRequest, Redemption>;
  // player protection
  'PUT /wps/protection/deposit-limit': Write<DepositLimitRequest, ProtectionState>;
  'PUT /wps/protection/loss-limit': Write<DepositLimitRequest, ProtectionState>;
  'PUT /wps/protection/session-limit': Write<SessionLimitRequest, ProtectionState>;
  'PUT /wps/protection/reality-check': Write<RealityCheckRequest, ProtectionState>;
  'POST /wps/protection/timeout': Write<TimeoutRequest, Exclusion>;
  'POST /wps/protection/deposit-limit/prompt': Write<DepositLimitPromptRequest, ProtectionState>;
  'POST /wps/protection/sessions/end-others': Write<undefined, EndedSessions>;
  'POST /wps/protection/session/ack': Write<undefined, SessionClock>;
  // money
  'POST /wps/cashier/deposit': Write<DepositRequest, DepositOrder>;
  'POST /wps/cashier/payment-password': Write<PaymentPasswordRequest, null>;
  'POST /wps/cashier/cards': Write<BindCardRequest, BankCard[]>;
  'POST /wps/cashier/withdraw': Write<WithdrawRequest, Withdrawal>;
  /** fields orderNo, result, receivedAmount and proof (an image) */
  'POST /wps/cashier/withdraw/confirm': Write<Multipart, Withdrawal>;
  'POST /wps/cashier/transfer/upline': Write<UplineTransferRequest, TransferResult>;
  'POST /wps/v2/wallets/transfer': Write<VendorTransferRequest, ConsolidatedFunds>;
  'POST /wps/v2/wallets/recall': Write<RecallRequest, ConsolidatedFunds>;
  // the agent centre
  'POST /wps/agent/team/transfer': Write<AgentTransferRequest, TransferResult>;
  'POST /wps/agent/register': Write<AgentRegisterRequest, AgentRegistered>;
  'POST /wps/agent/contracts': Write<ContractOffer, AgentContract>;
  'POST /wps/agent/contracts/answer': Write<ContractAnswer, AgentContract>;
  'POST /wps/agent/contracts/terminate': Write<ContractRef, AgentContract>;
} & {
  [Change in 'add' | 'remove' as `POST /lgw/games/favourite/v2/${Change}`]: Write<FavouriteRequest, FavouriteIds>;
} & {
  [Provider in SocialProvider as `POST /wps/session/social/${Provider}/start`]: Write<SocialStartRequest, SocialStartAnswer>;
};

export type ReadPath = keyof ReadPaths;
export type ReadAnswer<P extends ReadPath> = ReadPaths[P];

export type WriteMethod = 'POST' | 'PUT' | 'DELETE';
/** The writes of one method, by path. */
type WritesOf<M extends WriteMethod> = { [K in keyof WritePaths as K extends `${M} ${infer P}` ? P : never]: WritePaths[K] };
/** The paths written with this method. */
export type WritePath<M extends WriteMethod> = keyof WritesOf<M> & string;
export type WriteBody<M extends WriteMethod, P extends WritePath<M>> =
  WritePaths[Extract<keyof WritePaths, `${M} ${P}`>] extends Write<infer Body, unknown> ? Body : never;
export type WriteAnswer<M extends WriteMethod, P extends WritePath<M>> =
  WritePaths[Extract<keyof WritePaths, `${M} ${P}`>] extends Write<unknown, infer Answer> ? Answer : never;
/** The body argument of a write: none where the path takes none. */
export type WriteBodyArgs<M extends WriteMethod, P extends WritePath<M>> = [WriteBody<M, P>] extends [undefined] ? [] : [body: WriteBody<M, P>];

/** Every call of the table as `METHOD path`, reads as `GET path` (the gateway's routes name theirs so). */
export type Call = `GET ${ReadPath}` | keyof WritePaths;
/** What a call answers: the envelope's value. */
export type CallAnswer<C extends Call> = C extends `GET ${infer P extends ReadPath}`
  ? ReadPaths[P]
  : C extends keyof WritePaths
    ? WritePaths[C]['answer']
    : never;
