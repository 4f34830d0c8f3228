import type { PageDataJobs } from '../../../app/page-data';
import { registerSettingsQuery } from './get-register-settings';
import { countriesQuery } from './register-calls';

/** Server data of /register: the field rules, and the dialling codes (not worth failing the page for: the form fetches them again). */
export const registerLoaderJobs: PageDataJobs = ({ page, api, queryClient }) =>
  page.id === 'register'
    ? [queryClient.ensureQueryData(registerSettingsQuery(api)), queryClient.ensureQueryData(countriesQuery(api)).catch(() => undefined)]
    : [];
