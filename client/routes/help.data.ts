import type { PageDataJobs } from '../app/page-data';
import { helpCenterQuery } from '../features/content/api/get-help-center';

/** /help and /helpmc: the help topics in the page's language (the page says so itself if they fail). */
export const helpData: PageDataJobs = ({ api, queryClient, lang }) => [queryClient.ensureQueryData(helpCenterQuery(api, lang)).catch(() => undefined)];
