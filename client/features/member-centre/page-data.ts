import type { CentreData } from '@client/components/centre/centre-registry';
import { PAGE_SIZE } from '@client/components/records/records-filters';
import { memberInfoQuery } from '@client/lib/member';
import { zoneOffsetMinutes } from '@client/lib/date-range';
import { fundsQuery } from '@client/lib/wallets';
import { PROTECTION_MODULES, PROTECTION_PARENT_MODULE } from '@shared/protection-rules';
import {
  betsQuery,
  bonusesQuery,
  depositChannelsQuery,
  depositOrdersQuery,
  movementsQuery,
  profitQuery,
  uplineQuery,
  withdrawalsQuery,
  withdrawInfoQuery,
} from './api/cashier';
import { messagesQuery } from './api/messages';
import { passkeysQuery } from './api/passkeys';
import { secondFactorQuery } from './api/second-factor';
import { leaderboardQuery, missionsQuery, missionSummaryQuery } from './api/missions';
import { loginsQuery, protectionQuery } from './api/protection';
import { rebateClaimsQuery, rebateSummaryQuery, vipStatusQuery } from './api/rebate';
import { availablePromoQuery } from './api/referral';
import { rescueQuery } from './api/rescue';
import { rewardsQuery } from './api/rewards';
import { creditReportQuery, feedbackQuery, supportRulesQuery, ticketsQuery } from './api/support';
import { birthdayQuery } from './components/birthday-field';

/**
 * The member centre's frame: invite friends in the menu (the brand's referral programme) and
 * the missions badge, so the menu comes with the page and does not move when they arrive.
 */
export const MEMBER_CENTRE_FRAME_DATA: CentreData = ({ api, username }) => [availablePromoQuery(api), missionSummaryQuery(api, username)];

/**
 * What each page of the member centre (./registry.ts) shows on its first screen, by page id,
 * which the server render loads with the page (client/app/member-data.ts): the same queries,
 * with the same first filters, as the page's own useQuery calls. Left out: redEnvelope (its
 * countdown is the time of the render, which hydration would not match) and referral (its
 * share link is made from the browser's own address, window.location, at render).
 */
export const MEMBER_CENTRE_DATA: Readonly<Record<string, CentreData>> = {
  securityCenter: ({ api, username, flag }) => [
    memberInfoQuery(api, username),
    birthdayQuery(api, username),
    ...(flag(PROTECTION_PARENT_MODULE) ? [protectionQuery(api, username)] : []),
    ...(flag(PROTECTION_PARENT_MODULE) && flag(PROTECTION_MODULES.loginHistory) ? [loginsQuery(api, username)] : []),
    // the two-step verification and passkeys panels (their secrets are never in these answers)
    ...(flag('TOTP') ? [secondFactorQuery(api, username)] : []),
    passkeysQuery(api, username),
  ],
  transferFund: ({ api, username }) => [fundsQuery(api, username)],
  depositv2: ({ api, username }) => [depositChannelsQuery(api, username), protectionQuery(api, username), depositOrdersQuery(api, username)],
  withdraw: ({ api, username }) => [withdrawInfoQuery(api, username), withdrawalsQuery(api, username)],
  transferUpline: ({ api, username }) => [uplineQuery(api, username), withdrawInfoQuery(api, username)],
  personalHistoryCopy: ({ api, username, range }) => [betsQuery(api, username, { ...range, category: '', vendor: '', pageNo: 1, pageSize: PAGE_SIZE })],
  transactionHistory: ({ api, username, range }) => [movementsQuery(api, username, { ...range, kind: '', pageNo: 1, pageSize: PAGE_SIZE })],
  personalProfit: ({ api, username, range, timeZone }) => [profitQuery(api, username, range, zoneOffsetMinutes(Date.now(), timeZone))],
  bonusDetails: ({ api, username }) => [bonusesQuery(api, username)],
  rewardCenter: ({ api, username }) => [rewardsQuery(api, username)],
  missionLeaderboard: ({ api, username }) => [missionsQuery(api, username), leaderboardQuery(api, username)],
  messageV2: ({ api, username }) => [messagesQuery(api, username, 'all', 1)],
  manualRebate: ({ api, username }) => [rebateSummaryQuery(api, username), rebateClaimsQuery(api, username, 1)],
  playerRank: ({ api, username }) => [vipStatusQuery(api, username)],
  rescueFund: ({ api, username }) => [rescueQuery(api, username)],
  feedback: ({ api, username }) => [supportRulesQuery(api, username), feedbackQuery(api, username)],
  supportTicket: ({ api, username }) => [supportRulesQuery(api, username), ticketsQuery(api, username)],
  creditReport: ({ api, username, timeZone }) => [creditReportQuery(api, username, 6, timeZone)],
};
