import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '@client/lib/api-client';
import { memberCentreKeys } from './keys';

/** missionLeaderboard: the day's missions with their progress (browser only, personal). */
export const missionsQuery = (api: ApiClient, username: string) =>
  queryOptions({ queryKey: memberCentreKeys.missionsBoard(username), queryFn: () => api.get('/wps/missions'), staleTime: 10_000 });

/** The menu's badge: missions of the day not claimed yet. */
export const missionSummaryQuery = (api: ApiClient, username: string) =>
  queryOptions({ queryKey: memberCentreKeys.missionsSummary(username), queryFn: () => api.get('/wps/missions/summary'), staleTime: 30_000 });

export const leaderboardQuery = (api: ApiClient, username: string) =>
  queryOptions({
    queryKey: memberCentreKeys.missionsLeaderboard(username),
    queryFn: () => api.get('/wps/missions/leaderboard'),
    staleTime: 30_000,
  });

/** The requestId makes a repeated submit answer the same claim. */
export const claimMission = (api: ApiClient, code: string, requestId: string) => api.send('POST', '/wps/missions/claim', { code, requestId });
