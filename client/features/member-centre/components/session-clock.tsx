import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from '@client/lib/use-translation';
import { TRIAL_ACCOUNT_TYPE } from '@shared/constants';
import type { SessionClock as Clock } from '@shared/api/protection';
import { useApp, useSession } from '@client/app/app-context';
import { Modal } from '@client/components/ui/modal';
import { useModuleFlag } from '@client/lib/whitelabel';
import { useBrandMoney } from '@client/lib/money';
import { ackRealityCheck, sessionClockQuery } from '../api/protection';
import { useEndSession } from '../hooks/use-end-session';
import '@client/styles/protection.css';

const two = (n: number) => String(n).padStart(2, '0');
/** h:mm:ss of a duration. */
export const clockText = (ms: number) => {
  const s = Math.max(0, Math.floor(ms / 1000));
  return `${Math.floor(s / 3600)}:${two(Math.floor(s / 60) % 60)}:${two(s % 60)}`;
};
/** The same duration as <time dateTime> wants it (HTML's duration string): PT35S, PT1H2M5S. */
export const durationAttr = (ms: number) => {
  const s = Math.max(0, Math.floor(ms / 1000));
  const h = Math.floor(s / 3600);
  const m = Math.floor(s / 60) % 60;
  return `PT${h ? `${h}H` : ''}${m ? `${m}M` : ''}${s % 60 || (!h && !m) ? `${s % 60}S` : ''}`;
};

/**
 * The header's session clock and the reality check. Both count on the gateway's
 * session (GET /wps/protection/session): the start of the session and the next check are
 * the gateway's, so a reload or another tab shows the same time and the same due check.
 */
export function SessionClock() {
  const session = useSession((s) => s.session);
  const flag = useModuleFlag();
  if (!session || session.type === TRIAL_ACCOUNT_TYPE || !flag('RESPGAMING')) return null;
  return <RunningClock username={session.username} />;
}

function RunningClock({ username }: { username: string }) {
  const { t } = useTranslation();
  const { api } = useApp();
  const clock = useQuery(sessionClockQuery(api, username));
  // the gateway's clock minus this page's, measured against when the clock was read (the page
  // may have come with it from the server); until it is measured nothing is due, so the first
  // render in the browser is the server's
  const [skew, setSkew] = useState<number | null>(null);
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (clock.data) setSkew(clock.data.now - clock.dataUpdatedAt);
  }, [clock.data, clock.dataUpdatedAt]);
  useEffect(() => {
    const id = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(id);
  }, []);
  const serverNow = now + (skew ?? 0);
  // the session time limit: once it has run out, asking the gateway again gets its 401
  // SESSION_LIMIT_REACHED, which logs the player out with the message (entry.client.tsx)
  const limitEndsAt = clock.data?.limitEndsAt ?? null;
  const limitPassed = skew !== null && limitEndsAt !== null && serverNow >= limitEndsAt;
  const { refetch } = clock;
  useEffect(() => {
    if (limitPassed) void refetch();
  }, [limitPassed, refetch]);
  if (!clock.data) return null;
  const due = skew !== null && clock.data.nextCheckAt !== null && serverNow >= clock.data.nextCheckAt;
  return (
    <>
      <span className="session-clock" data-testid="session-clock" title={t('protection.clock.title')}>
        <span className="visually-hidden">{t('protection.clock.title')} </span>
        {/* the server's second and the browser's differ: the next tick shows this page's */}
        <time suppressHydrationWarning dateTime={durationAttr(serverNow - clock.data.startedAt)}>
          {clockText(serverNow - clock.data.startedAt)}
        </time>
      </span>
      {due && <RealityCheck clock={clock.data} elapsed={serverNow - clock.data.startedAt} username={username} />}
    </>
  );
}

function RealityCheck({ clock, elapsed, username }: { clock: Clock; elapsed: number; username: string }) {
  const { t } = useTranslation();
  const { api, ui } = useApp();
  const money = useBrandMoney();
  const queryClient = useQueryClient();
  const endSession = useEndSession();
  const [busy, setBusy] = useState(false);
  const answer = async (then?: () => void) => {
    setBusy(true);
    try {
      queryClient.setQueryData(sessionClockQuery(api, username).queryKey, await ackRealityCheck(api));
      then?.();
    } catch {
      // a failed answer leaves the check open to answer again
    } finally {
      setBusy(false);
    }
  };
  const minutes = Math.floor(elapsed / 60_000);
  return (
    <Modal title={t('protection.reality.dialogTitle')} onClose={() => void answer()}>
      <div data-testid="reality-check">
        <p>{t('protection.reality.elapsed', { time: clockText(elapsed), count: minutes })}</p>
        <p>
          {t('protection.reality.net')} <strong data-testid="reality-net">{money(clock.netSinceLogin)}</strong>
        </p>
      </div>
      <div className="modal-actions rg-actions">
        <button type="button" className="btn btn-ghost" disabled={busy} onClick={() => void endSession()}>
          {t('auth.logout')}
        </button>
        <button
          type="button"
          className="btn btn-secondary"
          disabled={busy}
          onClick={() => void answer(() => ui.getState().openCentre({ kind: 'member', page: 'transactionHistory' }))}
        >
          {t('protection.reality.record')}
        </button>
        <button type="button" className="btn btn-primary" disabled={busy} onClick={() => void answer()}>
          {t('protection.reality.continue')}
        </button>
      </div>
    </Modal>
  );
}
