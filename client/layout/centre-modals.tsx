import { type ComponentType, lazy, Suspense, type ReactNode } from 'react';
import type { CentreKind, CentreRef } from '@shared/centre';
import { CENTRE_HOME } from '@shared/centre';
import { useApp, useSession, useUi } from '../app/app-context';
import { loadCentrePage } from '../components/centre/centre-page-view';
import { resolveCentrePage } from '../components/centre/centre-registry';
import { AGENT_CENTRE_PAGES } from '../features/agent-centre/registry';
import { MEMBER_CENTRE_HIDDEN, MEMBER_CENTRE_PAGES } from '../features/member-centre/registry';
import { Modal } from '../components/ui/modal';
import { useCompleteTranslation } from '../lib/load-translation';
import { useTranslation } from '../lib/use-translation';
import { useCentreUrl } from './use-centre-url';

type CentreFrame = ComponentType<{ page: string }>;

// own chunks: only a player who opens a centre loads it
const FRAMES: Record<CentreKind, () => Promise<{ default: CentreFrame }>> = {
  member: () => import('../features/member-centre/components/member-centre'),
  agent: () => import('../features/agent-centre/components/agent-centre'),
};
const LAZY_FRAMES = { member: lazy(FRAMES.member), agent: lazy(FRAMES.agent) };
/** Frames loaded ahead of their first render (loadCentre): code, not player data. */
const loadedFrames: Partial<Record<CentreKind, CentreFrame>> = {};

const FRAME_FILES = {
  member: 'client/features/member-centre/components/member-centre.tsx',
  agent: 'client/features/agent-centre/components/agent-centre.tsx',
} as const;

/** Every source file a centre may need: the worker checks each is in the client build when it starts. */
export const CENTRE_MODULE_FILES = [
  ...Object.values(FRAME_FILES),
  ...[...MEMBER_CENTRE_PAGES, ...MEMBER_CENTRE_HIDDEN, ...AGENT_CENTRE_PAGES].map((entry) => entry.file),
];

const centreEntries = (kind: CentreKind) => (kind === 'member' ? [...MEMBER_CENTRE_PAGES, ...MEMBER_CENTRE_HIDDEN] : AGENT_CENTRE_PAGES);

/** The source files an open centre needs (its frame and its page), which the worker preloads with a page that opens it. */
export function centreModuleFiles(ref: CentreRef): string[] {
  return [FRAME_FILES[ref.kind], resolveCentrePage(centreEntries(ref.kind), ref.page, CENTRE_HOME[ref.kind]).file];
}

/**
 * Loads an open centre's frame and page (any page the frame may pick for it) ahead of the
 * server render, so both render in the same pass as the page around them rather than
 * streamed in after it (React's lazy suspends on its first render, loaded or not).
 */
export async function loadCentre(ref: CentreRef): Promise<void> {
  const pages = centreEntries(ref.kind).filter((entry) => entry.id === ref.page || entry.id === CENTRE_HOME[ref.kind]);
  const [frame] = await Promise.all([FRAMES[ref.kind](), ...pages.map(loadCentrePage)]);
  loadedFrames[ref.kind] = frame.default;
}

/** The member and agent centre popups (docs/product.md 2.3 "member and agent panels shown on a flag"), named in the URL. */
export function CentreModals() {
  useCentreUrl();
  const centre = useUi((s) => s.centre);
  const session = useSession((s) => s.session);
  if (!centre || !session) return null;
  const Frame = loadedFrames[centre.kind] ?? LAZY_FRAMES[centre.kind];
  return (
    <Suspense fallback={<CentreOpening kind={centre.kind} />}>
      <WholeLanguage>
        <Frame page={centre.page} />
      </WholeLanguage>
    </Suspense>
  );
}

/**
 * The centre's dialog while its code and strings load (the first open of a page's life): the tap
 * shows its answer in the next frame, the dialog with the centre's title and a loading line, rather
 * than nothing until the whole centre has rendered (the tap's Interaction to Next Paint). Its
 * strings are in every page's part of the language.
 */
function CentreOpening({ kind }: { kind: CentreKind }) {
  const { t } = useTranslation();
  const { ui } = useApp();
  return (
    <Modal title={t(`centre.${kind}.title`)} onClose={() => ui.getState().openCentre(null)} wide className="centre-dialog">
      <p aria-busy="true">{t('centre.loading')}</p>
    </Modal>
  );
}

/** The centres' strings are left out of a page that opened without one: wait for them (one cached chunk) before the centre shows. */
function WholeLanguage({ children }: { children: ReactNode }) {
  useCompleteTranslation();
  return children;
}
