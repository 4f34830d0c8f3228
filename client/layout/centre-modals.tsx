import { lazy, Suspense, type ReactNode } from 'react';
import type { CentreRef } from '@shared/centre';
import { CENTRE_HOME } from '@shared/centre';
import { useSession, useUi } from '../app/app-context';
import { resolveCentrePage } from '../components/centre/centre-registry';
import { AGENT_CENTRE_PAGES } from '../features/agent-centre/registry';
import { MEMBER_CENTRE_HIDDEN, MEMBER_CENTRE_PAGES } from '../features/member-centre/registry';
import { useCompleteTranslation } from '../lib/load-translation';
import { useCentreUrl } from './use-centre-url';

// own chunks: only a player who opens a centre loads it
const MemberCentre = lazy(() => import('../features/member-centre/components/member-centre'));
const AgentCentre = lazy(() => import('../features/agent-centre/components/agent-centre'));

const FRAME_FILES = {
  member: 'client/features/member-centre/components/member-centre.tsx',
  agent: 'client/features/agent-centre/components/agent-centre.tsx',
} as const;

/** Every source file a centre may need: the worker checks each is in the client build when it starts. */
export const CENTRE_MODULE_FILES = [
  ...Object.values(FRAME_FILES),
  ...[...MEMBER_CENTRE_PAGES, ...MEMBER_CENTRE_HIDDEN, ...AGENT_CENTRE_PAGES].map((entry) => entry.file),
];

/** The source files an open centre needs (its frame and its page), which the worker preloads with a page that opens it. */
export function centreModuleFiles(ref: CentreRef): string[] {
  const entries = ref.kind === 'member' ? [...MEMBER_CENTRE_PAGES, ...MEMBER_CENTRE_HIDDEN] : AGENT_CENTRE_PAGES;
  return [FRAME_FILES[ref.kind], resolveCentrePage(entries, ref.page, CENTRE_HOME[ref.kind]).file];
}

/** The member and agent centre popups (docs/product.md 2.3 "member and agent panels shown on a flag"), named in the URL. */
export function CentreModals() {
  useCentreUrl();
  const centre = useUi((s) => s.centre);
  const session = useSession((s) => s.session);
  if (!centre || !session) return null;
  return (
    <Suspense fallback={null}>
      <WholeLanguage>{centre.kind === 'member' ? <MemberCentre page={centre.page} /> : <AgentCentre page={centre.page} />}</WholeLanguage>
    </Suspense>
  );
}

/** The centres' strings are left out of a page that opened without one: wait for them (one cached chunk) before the centre shows. */
function WholeLanguage({ children }: { children: ReactNode }) {
  useCompleteTranslation();
  return children;
}
