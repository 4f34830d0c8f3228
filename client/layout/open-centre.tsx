import { type ComponentType, lazy, Suspense, type ReactNode } from 'react';
import type { CentreKind, CentreRef } from '@shared/centre';
import { CENTRE_HOME } from '@shared/centre';
import { loadCentrePage } from '../components/centre/centre-page-view';
import { resolveCentrePage } from '../components/centre/centre-registry';
import { AGENT_CENTRE_PAGES } from '../features/agent-centre/registry';
import { MEMBER_CENTRE_HIDDEN, MEMBER_CENTRE_PAGES } from '../features/member-centre/registry';
import { useCompleteTranslation } from '../lib/load-translation';

/**
 * An open centre: its frame, its page registries and the page view. A chunk of its own
 * (client/layout/centre-modals.tsx loads it), out of the entry every visitor downloads.
 */
export const OPEN_CENTRE_MODULE = 'client/layout/open-centre.tsx';

type CentreFrame = ComponentType<{ page: string }>;

// own chunks: only a player who opens a centre loads it
const FRAMES: Record<CentreKind, () => Promise<{ default: CentreFrame }>> = {
  member: () => import('../features/member-centre/components/member-centre'),
  agent: () => import('../features/agent-centre/components/agent-centre'),
};
const LAZY_FRAMES = { member: lazy(FRAMES.member), agent: lazy(FRAMES.agent) };
/** Frames loaded ahead of their first render (loadCentreParts): code, not player data. */
const loadedFrames: Partial<Record<CentreKind, CentreFrame>> = {};

const FRAME_FILES = {
  member: 'client/features/member-centre/components/member-centre.tsx',
  agent: 'client/features/agent-centre/components/agent-centre.tsx',
} as const;

/** Every source file a centre may need: the worker checks each is in the client build when it starts. */
export const CENTRE_MODULE_FILES = [
  OPEN_CENTRE_MODULE,
  ...Object.values(FRAME_FILES),
  ...[...MEMBER_CENTRE_PAGES, ...MEMBER_CENTRE_HIDDEN, ...AGENT_CENTRE_PAGES].map((entry) => entry.file),
];

const centreEntries = (kind: CentreKind) => (kind === 'member' ? [...MEMBER_CENTRE_PAGES, ...MEMBER_CENTRE_HIDDEN] : AGENT_CENTRE_PAGES);

/** The source files an open centre needs (this chunk, its frame and its page), which the worker preloads with a page that opens it. */
export function centreModuleFiles(ref: CentreRef): string[] {
  return [OPEN_CENTRE_MODULE, FRAME_FILES[ref.kind], resolveCentrePage(centreEntries(ref.kind), ref.page, CENTRE_HOME[ref.kind]).file];
}

/** Loads a centre's frame and page (any page the frame may pick for it) side by side. */
export async function loadCentreParts(ref: CentreRef): Promise<void> {
  const pages = centreEntries(ref.kind).filter((entry) => entry.id === ref.page || entry.id === CENTRE_HOME[ref.kind]);
  const [frame] = await Promise.all([FRAMES[ref.kind](), ...pages.map(loadCentrePage)]);
  loadedFrames[ref.kind] = frame.default;
}

/** The open centre's frame and page: rendered at once when loaded ahead, otherwise through lazy boundaries. */
export function OpenCentre({ centre, loading }: { centre: CentreRef; loading: ReactNode }) {
  const Frame = loadedFrames[centre.kind] ?? LAZY_FRAMES[centre.kind];
  return (
    <Suspense fallback={loading}>
      <WholeLanguage>
        <Frame page={centre.page} />
      </WholeLanguage>
    </Suspense>
  );
}

/** The centres' strings are left out of a page that opened without one: wait for them (one cached chunk) before the centre shows. */
function WholeLanguage({ children }: { children: ReactNode }) {
  useCompleteTranslation();
  return children;
}
