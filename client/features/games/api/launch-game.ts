import type { LaunchGameRequest } from '@shared/api/play';
import type { ApiClient } from '@client/lib/api-client';

/** POST /wps/game/launchGame (docs/product.md 3, 7.2); the worker adds the token and the Language header. */
export const launchGame = (api: ApiClient, payload: LaunchGameRequest) => api.send('POST', '/wps/game/launchGame', payload);
