import { CENTRE_HOME } from '@shared/centre';
import type { CentrePageEntry } from '@client/components/centre/centre-registry';

/**
 * A page of this centre: the module ./pages/<module>.tsx. Its source file (which the worker
 * looks up in the client build's manifest to preload the page's chunk) and its lazy import
 * both come from that one name; tests/unit/registry-modules.test.ts checks that they agree.
 */
const page = (id: string, module: string, flag?: string): CentrePageEntry => ({
  id,
  ...(flag && { flag }),
  file: `client/features/member-centre/pages/${module}.tsx`,
  load: () => import(`./pages/${module}.tsx`),
});

/**
 * docs/product.md 2.5 member centre: one line per page, in the menu's order. A new page is a module
 * in ./pages/<module>.tsx and its line here. playerRank opens from the avatar
 * menu's member label, rescueFund from the reward centre, redEnvelope from the reward centre and the point
 * mall, feedback, supportTicket and creditReport from my account (securityCenter; supportTicket also from
 * the avatar menu); they have no menu entry (MEMBER_CENTRE_HIDDEN).
 */
export const MEMBER_CENTRE_PAGES: readonly CentrePageEntry[] = [
  page('securityCenter', 'security-center'),
  page('transferFund', 'transfer-fund'),
  page('depositv2', 'deposit'),
  page('withdraw', 'withdraw'),
  page('transferUpline', 'transfer-upline'),
  page('personalHistoryCopy', 'betting-record'),
  page('transactionHistory', 'transaction-history'),
  page('personalProfit', 'personal-loss'),
  page('bonusDetails', 'bonus-details'),
  page('rewardCenter', 'reward-center'),
  page('referral', 'referral'),
  page('missionLeaderboard', 'mission-leaderboard'),
  page('messageV2', 'messages'),
  page('manualRebate', 'manual-rebate'),
];

export const MEMBER_CENTRE_HIDDEN: readonly CentrePageEntry[] = [
  page('playerRank', 'player-rank'),
  page('rescueFund', 'rescue-fund'),
  page('redEnvelope', 'red-envelope'),
  page('feedback', 'feedback'),
  page('supportTicket', 'support-ticket'),
  page('creditReport', 'credit-report'),
];

export const MEMBER_CENTRE_HOME = CENTRE_HOME.member;
