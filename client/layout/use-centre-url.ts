import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { CENTRE_PARAM, centreFromUrl, parseCentre, sameCentre, withCentre } from '@shared/centre';
import { useApp, useSession } from '../app/app-context';

/**
 * Keeps the open centre and the URL's `?centre=` in step (shared/centre.ts): opening a centre
 * pushes a history entry, moving between its pages replaces it, closing removes the
 * parameter; back, forward and links open or close the centre the URL names.
 */
export function useCentreUrl() {
  const { ui } = useApp();
  const session = useSession((s) => s.session);
  const location = useLocation();
  const navigate = useNavigate();

  const first = useRef(true);
  // the URL's centre, again when the session changes (a link opened before logging in opens after it)
  useEffect(() => {
    const named = centreFromUrl(location.search, session);
    const open = ui.getState().centre;
    // this hook comes with the member chunk (client/layout/member-header.tsx): a centre opened
    // in the moment before it came (a tap just after a login) goes into the URL, not away
    const openedBefore = first.current && session && !named && open;
    first.current = false;
    if (openedBefore) {
      const { pathname, search, hash } = window.location;
      void navigate({ pathname, search: withCentre(search, open), hash }, { preventScrollReset: true });
    } else if (!sameCentre(named, open)) ui.setState({ centre: named });
  }, [location.search, session, ui, navigate]);

  useEffect(
    () =>
      ui.subscribe((state, prev) => {
        if (sameCentre(state.centre, prev.centre)) return;
        const { pathname, search, hash } = window.location;
        if (sameCentre(parseCentre(new URLSearchParams(search).get(CENTRE_PARAM)), state.centre)) return;
        void navigate({ pathname, search: withCentre(search, state.centre), hash }, { preventScrollReset: true, replace: !!prev.centre && !!state.centre });
      }),
    [ui, navigate],
  );
}
