import { lazy, Suspense } from 'react';
import { useSession } from '@client/app/app-context';

// only ever shown after a login in this page (the server renders nothing): its code, and the
// brand's date formatting, come then rather than with every page's entry
const LastLogin = lazy(() => import('./last-login'));

/** After signing in: when and from where the account last logged in, until dismissed. */
export function LastLoginNotice() {
  const last = useSession((s) => s.lastLogin);
  if (!last) return null;
  return (
    <Suspense fallback={null}>
      <LastLogin last={last} />
    </Suspense>
  );
}
