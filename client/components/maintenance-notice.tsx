import { lazy, Suspense, useSyncExternalStore } from 'react';
import { getMaintenanceUntil, subscribeBrandNotice } from '@client/lib/live/brand-notice';

// only ever filled by the live channel, after hydration (the server renders the empty region):
// its text and the brand's date formatting come then rather than with every page's entry
const MaintenanceText = lazy(() => import('./maintenance-text'));

/**
 * The brand's notice that maintenance is about to start (the live channel's maintenance event),
 * on every open page of a member, until closed or over. The status region is always there so a
 * screen reader announces the notice when it fills.
 */
export function MaintenanceNotice() {
  const until = useSyncExternalStore(subscribeBrandNotice, getMaintenanceUntil, () => null);
  return (
    <div role="status" className="maintenance-notice-region">
      {until !== null && (
        <Suspense fallback={null}>
          <MaintenanceText until={until} />
        </Suspense>
      )}
    </div>
  );
}
