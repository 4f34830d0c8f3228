import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Whitelabel } from '@shared/api';
import { useApp } from '../app/app-context';
import type { ApiClient } from './api-client';
import { publicKeys } from '@client/lib/query-keys';

export const whitelabelQuery = (api: ApiClient) =>
  queryOptions({
    queryKey: publicKeys.whitelabel,
    queryFn: () => api.get('/wps/system/whitelabel'),
    staleTime: 5 * 60_000,
  });

/** A module flag of the whitelabel tree (docs/product.md 6), with the brand's own overrides first. */
export function isModuleOn(whitelabel: Whitelabel | undefined, overrides: Record<string, boolean>, modId: string): boolean {
  const own = overrides[modId];
  if (own !== undefined) return own;
  const stack = [...(whitelabel?.modules ?? [])];
  while (stack.length) {
    const node = stack.pop()!;
    if (node.modId === modId) return node.enabled;
    stack.push(...node.childrenNodes);
  }
  return false;
}

/** The one reader of module flags (docs/product.md 6): the brand's overrides first, then the whitelabel tree. */
export function useModuleFlag(): (modId: string) => boolean {
  const { api, portal } = useApp();
  const whitelabel = useQuery(whitelabelQuery(api));
  return (modId) => isModuleOn(whitelabel.data, portal.brand.flags, modId);
}
