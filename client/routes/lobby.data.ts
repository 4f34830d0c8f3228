import type { PageDataJobs } from '../app/page-data';
import { lobbyData as lobbyJobs } from '../features/games/api/lobby-data';

/** A lobby's server data: its vendor lanes and the list its URL asks for (features/games). */
export const lobbyData: PageDataJobs = (ctx) => lobbyJobs(ctx);
