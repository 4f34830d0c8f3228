import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { shouldGuardLogin } from '@shared/routes';
import { useApp, useSession } from '@client/app/app-context';
import { whitelabelQuery } from '@client/lib/whitelabel';

/**
 * docs/product.md 2.1 login guard in the browser: the worker sends page requests without a session
 * to /login; this does the same for client-side navigation and after a logout. The brand
 * flag LOGINGUARD overrides the upstream's whitelabel loginGuard (shared/routes.ts shouldGuardLogin).
 */
export function useLoginGuard() {
  const { api, portal } = useApp();
  const whitelabel = useQuery(whitelabelQuery(api));
  const session = useSession((s) => s.session);
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const guarded = shouldGuardLogin({ brandFlag: portal.brand.flags.LOGINGUARD, whitelabelGuard: whitelabel.data?.loginGuard, hasSession: !!session, pathname });
  // every navigation while guarded goes back to /login, not only the first: the session may end
  // before a navigation (the live socket closes at the logout, then the sign-out dialog goes home)
  // biome-ignore lint/correctness/useExhaustiveDependencies: the pathname is the trigger
  useEffect(() => {
    if (guarded) void navigate('/login', { replace: true });
  }, [guarded, pathname, navigate]);
}
