import { useQuery } from '@tanstack/react-query';
import { useApp } from '../../../app/app-context';
import { isModuleOn, whitelabelQuery } from '../../content/api/get-whitelabel';

/** A whitelabel module flag (SPEC.md 6), the brand's overrides first. */
export function useModuleFlag(): (modId: string) => boolean {
  const { api, portal } = useApp();
  const whitelabel = useQuery(whitelabelQuery(api));
  return (modId) => isModuleOn(whitelabel.data, portal.brand.flags, modId);
}
