import { describe, expect, it } from 'vitest';
import { CENTRE_HOME, centreAllowed, centreFromUrl, onlyCentreChanged, parseCentre, withCentre } from '@shared/centre';
import { AGENT_CENTRE_PAGES } from '@client/features/agent-centre/registry';
import { MEMBER_CENTRE_HIDDEN, MEMBER_CENTRE_PAGES } from '@client/features/member-centre/registry';
import en from '../../locales/en.json';

/** docs/product.md 2.5: "Menu pages in order: …" */
const SPEC_MEMBER_PAGES =
  'securityCenter (my account), transferFund (my wallet), depositv2, withdraw, transferUpline, personalHistoryCopy (betting record), transactionHistory (account record), personalProfit (personal loss), bonusDetails, rewardCenter, referral (invite friends), missionLeaderboard (shows a badge with outstanding-mission count when above 0), messageV2 (platform information), manualRebate';

describe('member centre registry', () => {
  it("lists docs/product.md 2.5's pages in its menu order, home first", () => {
    const specIds = SPEC_MEMBER_PAGES.split(/,(?![^(]*\))/).map((part) => part.trim().split(' ')[0]);
    expect(MEMBER_CENTRE_PAGES.map((p) => p.id)).toEqual(specIds);
    expect(MEMBER_CENTRE_PAGES[0]!.id).toBe(CENTRE_HOME.member);
  });

  it('gives every page a module, a source file and a translated label', async () => {
    for (const page of [...MEMBER_CENTRE_PAGES, ...MEMBER_CENTRE_HIDDEN]) {
      expect(page.file).toMatch(/^client\/.+\.tsx$/);
      expect(typeof (await page.load()).default).toBe('function');
      expect((en as Record<string, string>)[`centre.member.${page.id}`]).toBeTruthy();
    }
  });
});

describe('agent centre registry', () => {
  it("lists docs/product.md 2.6's twelve pages in order, the four contract pages behind their flags", () => {
    expect(AGENT_CENTRE_PAGES.map((p) => [p.id, p.flag ?? null])).toEqual([
      ['agentAnnouncement', null],
      ['agentTeamOverview', null],
      ['agentRegister', null],
      ['agentTeamManagement', null],
      ['agentTeamBetting', null],
      ['agentUserLoss', null],
      ['agentMyIncome', null],
      ['agentAccountDetails', null],
      ['agentDividendRecord', 'CONTRACT'],
      ['agentDailyWages', 'SALARY'],
      ['agentHourlySalary', 'HOURSALARY'],
      ['agentRealtimeSalary', 'REALTIMESALARY'],
    ]);
    expect(AGENT_CENTRE_PAGES.some((p) => p.id === CENTRE_HOME.agent)).toBe(true);
    for (const page of AGENT_CENTRE_PAGES) expect((en as Record<string, string>)[`centre.agent.${page.id}`]).toBeTruthy();
  });
});

describe('centre in the URL', () => {
  it('parses and writes ?centre=<kind>/<page>', () => {
    expect(parseCentre('member/withdraw')).toEqual({ kind: 'member', page: 'withdraw' });
    expect(parseCentre('agent')).toEqual({ kind: 'agent', page: 'agentTeamOverview' });
    expect(parseCentre('member/../x')).toBeNull();
    expect(parseCentre('admin/x')).toBeNull();
    expect(parseCentre(null)).toBeNull();
    expect(withCentre('?vendor=PG', { kind: 'member', page: 'withdraw' })).toBe('?vendor=PG&centre=member/withdraw');
    expect(withCentre('?vendor=PG&centre=member/withdraw', null)).toBe('?vendor=PG');
    expect(withCentre('?centre=member/withdraw', null)).toBe('');
  });

  it('opens only for who may have it: members (not trial) the member centre, agents the agent centre', () => {
    expect(centreAllowed('member', null)).toBe(false);
    expect(centreAllowed('member', { type: 4 })).toBe(false);
    expect(centreAllowed('member', { type: 0 })).toBe(true);
    expect(centreAllowed('agent', { type: 0 })).toBe(false);
    for (const type of [1, 2, 41, 42]) expect(centreAllowed('agent', { type })).toBe(true);
    expect(centreFromUrl('?centre=agent/agentRegister', { type: 0 })).toBeNull();
    expect(centreFromUrl('?centre=member/withdraw', { type: 0 })).toEqual({ kind: 'member', page: 'withdraw' });
  });

  it('a change of the centre alone does not reload the page data', () => {
    const a = new URL('http://x/rng?vendor=PG');
    expect(onlyCentreChanged(a, new URL('http://x/rng?vendor=PG&centre=member/withdraw'))).toBe(true);
    expect(onlyCentreChanged(a, new URL('http://x/rng?vendor=JILI&centre=member/withdraw'))).toBe(false);
    expect(onlyCentreChanged(a, new URL('http://x/slot?vendor=PG'))).toBe(false);
    expect(onlyCentreChanged(a, a)).toBe(false);
  });
});
