import { lobbyListCategory, parseLobbyQuery } from '@shared/lobby-query';
import type { PageDataJobs } from '@client/app/page-data';
import { gameListQuery } from './get-game-list';
import { vendorLanesQuery } from './get-vendor-lanes';
import { vendorsQuery } from '@client/lib/vendors';

/** Server data of a lobby: its vendor lanes and the list the URL asks for. */
export const lobbyData: PageDataJobs = ({ page, url, api, queryClient }) => {
  const category = page.category;
  if (!category) return [];
  // the lobby's list as its URL says (filters and page), so a reload shows the same list
  const query = parseLobbyQuery(url.searchParams);
  return [
    queryClient.ensureQueryData(vendorLanesQuery(api, category)),
    (async () => {
      // /elott lists LOTT games for a LOTT vendor; the vendors are the root loader's (cached) query
      const groups = category === 'ELOTT' && query.vendor ? await queryClient.ensureQueryData(vendorsQuery(api)).catch(() => []) : [];
      const lott = groups.find((g) => g.gameCategory === 'LOTT')?.vendors.map((v) => v.vassalage) ?? [];
      await queryClient.ensureQueryData(gameListQuery(api, lobbyListCategory(category, query, lott), query));
    })(),
  ];
};
