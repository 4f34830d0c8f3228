import { lazy, Suspense } from 'react';
import { useSession, useUi } from '../app/app-context';

// own chunks: only a player who opens a centre loads it
const MemberCentre = lazy(() => import('../features/member-centre/components/member-centre'));
const AgentCentre = lazy(() => import('../features/agent-centre/components/agent-centre'));

/** The member and agent centre popups (SPEC.md 2.3 "member and agent panels shown on a flag"). */
export function CentreModals() {
  const centre = useUi((s) => s.centre);
  const session = useSession((s) => s.session);
  if (!centre || !session) return null;
  return <Suspense fallback={null}>{centre.kind === 'member' ? <MemberCentre page={centre.page} /> : <AgentCentre page={centre.page} />}</Suspense>;
}
