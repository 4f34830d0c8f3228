import { useQuery } from '@tanstack/react-query';
import { useMatches } from 'react-router';
import { DEFAULT_ESPORTS_VENDORS } from '@shared/first-load-constants';
import { separateEsports } from '@shared/esports-vendors';
import { useApp } from '../app/app-context';
import type { RouteHandle } from '../app/routes';
import { useModuleFlag, whitelabelQuery } from '../lib/whitelabel';
import { vendorsQuery } from '../lib/vendors';

/** The data every part of the layout reads: whitelabel flags and vendors per category. */
export function useLayoutData() {
  const { api, portal } = useApp();
  const whitelabel = useQuery(whitelabelQuery(api));
  const vendors = useQuery(vendorsQuery(api));
  const esports = portal.brand.esportsVendors.length ? portal.brand.esportsVendors : DEFAULT_ESPORTS_VENDORS;
  return {
    whitelabel: whitelabel.data,
    vendorGroups: separateEsports(vendors.data ?? [], esports),
    failed: whitelabel.isError || vendors.isError,
    flag: useModuleFlag(),
  };
}

/** The page route matched now (banner group, header visibility, category). */
export function useCurrentPage(): RouteHandle['page'] {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i--) {
    const handle = matches[i]?.handle as RouteHandle | undefined;
    if (handle?.page) return handle.page;
  }
  return undefined;
}
