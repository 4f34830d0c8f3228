import type { PageDataJobs } from '../app/page-data';
import { registerSettingsQuery } from '../features/auth/api/get-register-settings';
import { countriesQuery } from '../features/auth/api/register-calls';
import { promotionsQuery } from '../features/promotions/api/get-promotions';

/** /register's server data: the field rules, the dialling codes and the new-player slider (neither worth failing the page for). */
export const registerData: PageDataJobs = ({ api, queryClient }) => [
  queryClient.ensureQueryData(registerSettingsQuery(api)),
  queryClient.ensureQueryData(countriesQuery(api)).catch(() => undefined),
  queryClient.ensureQueryData(promotionsQuery(api, 'new_player')).catch(() => null),
];
