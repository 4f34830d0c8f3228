import { CENTRE_HOME } from '@shared/centre';
import { notYetBuilt, type CentrePageEntry } from '@client/components/centre/centre-registry';

/**
 * SPEC.md 2.5 member centre: one line per page, in the menu's order. A new page is a module
 * in ./pages/<page id>.tsx and its `file` and `load` here. playerRank opens from the avatar
 * menu's member label, rescueFund from the reward centre, redEnvelope from the reward centre and the point
 * mall, feedback, supportTicket and creditReport from my account (securityCenter; supportTicket also from
 * the avatar menu); they have no menu entry (MEMBER_CENTRE_HIDDEN).
 */
export const MEMBER_CENTRE_PAGES: readonly CentrePageEntry[] = [
  { id: 'securityCenter', file: 'client/features/member-centre/pages/security-center.tsx', load: () => import('./pages/security-center') },
  { id: 'transferFund', file: 'client/features/member-centre/pages/transfer-fund.tsx', load: () => import('./pages/transfer-fund') },
  { id: 'depositv2', file: 'client/features/member-centre/pages/depositv2.tsx', load: () => import('./pages/depositv2') },
  { id: 'withdraw', file: 'client/features/member-centre/pages/withdraw.tsx', load: () => import('./pages/withdraw') },
  { id: 'transferUpline', file: 'client/features/member-centre/pages/transfer-upline.tsx', load: () => import('./pages/transfer-upline') },
  { id: 'personalHistoryCopy', file: 'client/features/member-centre/pages/personal-history-copy.tsx', load: () => import('./pages/personal-history-copy') },
  { id: 'transactionHistory', file: 'client/features/member-centre/pages/transaction-history.tsx', load: () => import('./pages/transaction-history') },
  { id: 'personalProfit', file: 'client/features/member-centre/pages/personal-profit.tsx', load: () => import('./pages/personal-profit') },
  { id: 'bonusDetails', file: 'client/features/member-centre/pages/bonus-details.tsx', load: () => import('./pages/bonus-details') },
  { id: 'rewardCenter', file: 'client/features/member-centre/pages/reward-center.tsx', load: () => import('./pages/reward-center') },
  { id: 'referral', file: 'client/features/member-centre/pages/referral.tsx', load: () => import('./pages/referral') },
  { id: 'missionLeaderboard', file: 'client/features/member-centre/pages/mission-leaderboard.tsx', load: () => import('./pages/mission-leaderboard') },
  { id: 'messageV2', file: 'client/features/member-centre/pages/message-v2.tsx', load: () => import('./pages/message-v2') },
  { id: 'manualRebate', file: 'client/features/member-centre/pages/manual-rebate.tsx', load: () => import('./pages/manual-rebate') },
];

export const MEMBER_CENTRE_HIDDEN: readonly CentrePageEntry[] = [
  { id: 'playerRank', file: 'client/features/member-centre/pages/player-rank.tsx', load: () => import('./pages/player-rank') },
  { id: 'rescueFund', file: 'client/features/member-centre/pages/rescue-fund.tsx', load: () => import('./pages/rescue-fund') },
  { id: 'redEnvelope', file: 'client/features/member-centre/pages/red-envelope.tsx', load: () => import('./pages/red-envelope') },
  { id: 'feedback', file: 'client/features/member-centre/pages/feedback.tsx', load: () => import('./pages/feedback') },
  { id: 'supportTicket', file: 'client/features/member-centre/pages/support-ticket.tsx', load: () => import('./pages/support-ticket') },
  { id: 'creditReport', file: 'client/features/member-centre/pages/credit-report.tsx', load: () => import('./pages/credit-report') },
];

export const MEMBER_CENTRE_HOME = CENTRE_HOME.member;
