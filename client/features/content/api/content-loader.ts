import type { PageDataJobs } from '../../../app/page-data';
import { bannersQuery } from './get-banners';
import { helpCenterQuery } from './get-help-center';
import { noticesQuery } from './get-notices';
import { winnersQuery } from './get-winners';

/** Server data of the banner strip of every page's group, home's notices and winners board, and the help pages. */
export const contentLoaderJobs: PageDataJobs = ({ page, api, queryClient, lang }) => {
  const jobs: Promise<unknown>[] = [];
  if (page.bannerGroup) jobs.push(queryClient.ensureQueryData(bannersQuery(api, page.bannerGroup)));
  if (page.id === 'home') {
    jobs.push(queryClient.ensureQueryData(noticesQuery(api)), queryClient.ensureQueryData(winnersQuery(api)).catch(() => undefined));
  }
  if (page.id === 'help' || page.id === 'helpmc') jobs.push(queryClient.ensureQueryData(helpCenterQuery(api, lang)).catch(() => undefined));
  return jobs;
};
