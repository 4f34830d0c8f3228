import { startTransition, useEffect, useState } from 'react';
import type { CentreKind, CentreRef } from '@shared/centre';
import { useApp, useSession, useUi } from '../app/app-context';
import { Modal } from '../components/ui/modal';
import { importWithRetry } from '../lib/import-with-retry';
import { whenIdle } from '../lib/when-idle';
import { useTranslation } from '../lib/use-translation';
import { useCentreUrl } from './use-centre-url';

type OpenCentreModule = typeof import('./open-centre');

const importOpenCentre = () => importWithRetry(() => import('./open-centre'));
/** The open centre's code once loaded (code, not player data: safe to keep per isolate). */
let loadedOpen: OpenCentreModule['OpenCentre'] | null = null;

/**
 * Loads an open centre's code (client/layout/open-centre.tsx, then its frame and page side by
 * side) ahead of the server render and of hydration, so it renders in the same pass as the
 * page around it rather than streamed in after it (React's lazy suspends on its first render,
 * loaded or not).
 */
export async function loadCentre(ref: CentreRef): Promise<void> {
  const module = await importOpenCentre();
  await module.loadCentreParts(ref);
  loadedOpen = module.OpenCentre;
}

/** The member and agent centre popups (docs/product.md 2.3 "member and agent panels shown on a flag"), named in the URL. */
export function CentreModals() {
  useCentreUrl();
  const centre = useUi((s) => s.centre);
  const session = useSession((s) => s.session);
  const open = !!centre && !!session;
  // a member's first tap on a centre finds its code here: fetched once the page is idle
  useEffect(() => {
    if (!session || loadedOpen) return;
    return whenIdle(() => void importOpenCentre().catch(() => undefined));
  }, [session]);
  // a first open before that: the loading dialog until this chunk, then the frame and the page side by side, are in
  const [, setLoaded] = useState(0);
  useEffect(() => {
    if (!open || loadedOpen) return;
    let live = true;
    loadCentre(centre).then(
      () => live && startTransition(() => setLoaded((n) => n + 1)),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [open, centre]);
  if (!open) return null;
  const loading = <CentreOpening kind={centre.kind} />;
  // no boundary of its own (the frame has one): the server's HTML as it was with a centre open
  const Open = loadedOpen;
  return Open ? <Open centre={centre} loading={loading} /> : loading;
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
