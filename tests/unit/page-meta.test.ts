import { describe, expect, it } from 'vitest';
import cn from '../../locales/cn.json';
import en from '../../locales/en.json';
import id from '../../locales/id.json';
import th from '../../locales/th.json';
import ty from '../../locales/ty.json';
import vi from '../../locales/vi.json';
import { AGENT_CENTRE_PAGES } from '@client/features/agent-centre/registry';
import { MEMBER_CENTRE_HIDDEN, MEMBER_CENTRE_PAGES } from '@client/features/member-centre/registry';
import { descriptionKeyOf, pageMeta, titleKeyOf } from '@shared/page-meta';
import { PAGE_ROUTES } from '@shared/routes';

const LOCALES: Record<string, Record<string, string>> = { cn, en, id, th, ty, vi };
const lookupOf = (lang: string) => (key: string) => LOCALES[lang]![key];

describe('page titles and descriptions (shared/page-meta.ts)', () => {
  for (const [lang, dict] of Object.entries(LOCALES)) {
    it(`${lang}: every route has its title and description string`, () => {
      for (const route of PAGE_ROUTES) {
        expect(dict[titleKeyOf(route)!], `${route.id} title`).toBeTruthy();
        expect(dict[descriptionKeyOf(route)!], `${route.id} description`).toBeTruthy();
      }
    });

    it(`${lang}: every route's title and description is its own (/game and /seamless are one page)`, () => {
      const metas = PAGE_ROUTES.filter((r) => r.id !== 'seamless').map((r) => pageMeta(lookupOf(lang), r.paths[0]!, 'Demo Club'));
      expect(new Set(metas.map((m) => m.title)).size).toBe(metas.length);
      expect(new Set(metas.map((m) => m.description)).size).toBe(metas.length);
      for (const m of metas) {
        expect(m.title.endsWith(' · Demo Club'), m.title).toBe(true);
        expect(m.description).toContain('Demo Club');
        expect(`${m.title} ${m.description}`).not.toMatch(/\{\{|meta\.|pages\./);
      }
    });
  }

  it('a lobby is titled by its category, brand last, and described with it', () => {
    expect(pageMeta(lookupOf('en'), '/rng', 'Demo Club')).toEqual({
      title: 'Slots · Demo Club',
      description: 'Slots at Demo Club: every game of every provider in one lobby, with search, filters and favourites.',
    });
    expect(pageMeta(lookupOf('th'), '/rng/', 'Lucky Star').title).toBe(`${th['category.RNG']} · Lucky Star`);
  });

  it('an open centre names its page and the centre', () => {
    const meta = pageMeta(lookupOf('en'), '/rng', 'Demo Club', { kind: 'member', page: 'depositv2' });
    expect(meta).toEqual({ title: 'Deposit · Member centre · Demo Club', description: 'Deposit in your Member centre at Demo Club.' });
    expect(pageMeta(lookupOf('cn'), '/', 'Demo Club', { kind: 'agent', page: 'agentTeamOverview' }).title).toBe(
      `${cn['centre.agent.agentTeamOverview']} · ${cn['centre.agent.title']} · Demo Club`,
    );
  });

  it('every member and agent centre page has its title in all six languages, each its own', () => {
    const refs = [
      ...[...MEMBER_CENTRE_PAGES, ...MEMBER_CENTRE_HIDDEN].map((p) => ({ kind: 'member' as const, page: p.id })),
      ...AGENT_CENTRE_PAGES.map((p) => ({ kind: 'agent' as const, page: p.id })),
    ];
    for (const lang of Object.keys(LOCALES)) {
      const titles = refs.map((ref) => pageMeta(lookupOf(lang), '/', 'Demo Club', ref).title);
      for (const ref of refs) expect(LOCALES[lang]![`centre.${ref.kind}.${ref.page}`], `${lang} ${ref.kind}/${ref.page}`).toBeTruthy();
      expect(new Set(titles).size, `${lang}: ${titles.join(' | ')}`).toBe(refs.length);
    }
  });

  it('a centre page id nobody knows is titled as the centre home page it opens', () => {
    expect(pageMeta(lookupOf('en'), '/', 'Demo Club', { kind: 'member', page: 'nope' }).title).toBe(
      `${en['centre.member.securityCenter']} · ${en['centre.member.title']} · Demo Club`,
    );
  });

  it('an unknown path is the not-found page, and a missing string is left out (no key shown)', () => {
    expect(pageMeta(lookupOf('en'), '/nowhere', 'Demo Club')).toEqual({
      title: 'Page not found · Demo Club',
      description: 'This page of Demo Club does not exist or has moved.',
    });
    expect(pageMeta(() => undefined, '/rng', 'Demo Club')).toEqual({ title: 'Demo Club', description: '' });
  });
});
