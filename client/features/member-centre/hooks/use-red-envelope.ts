import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import type { ApiClient } from '@client/lib/api-client';
import { redEnvelopeQuery } from '../api/red-envelope';

/** d, hh:mm:ss left until `until` on the gateway's clock (`skew` = gateway minus device). */
function useCountdown(until: number | null, skew: number) {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (until === null) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [until]);
  if (until === null) return null;
  const left = Math.max(0, Math.ceil((until - (now + skew)) / 1000));
  const pad = (n: number) => String(n).padStart(2, '0');
  return {
    done: left === 0,
    days: Math.floor(left / 86_400),
    clock: `${pad(Math.floor((left % 86_400) / 3600))}:${pad(Math.floor((left % 3600) / 60))}:${pad(left % 60)}`,
  };
}

/**
 * The member's red envelope and, while it has not started, the countdown to its start on the
 * gateway's clock (the device's may be off); at zero the envelope is read again, now open.
 */
export function useRedEnvelope(api: ApiClient, username: string) {
  const [skew, setSkew] = useState(0);
  const envelope = useQuery(redEnvelopeQuery(api, username));
  const e = envelope.data;
  useEffect(() => {
    if (e) setSkew(e.now - Date.now());
  }, [e]);
  const countdown = useCountdown(e?.state === 'upcoming' ? e.startsAt : null, skew);
  const refetch = envelope.refetch;
  useEffect(() => {
    if (countdown?.done) void refetch();
  }, [countdown?.done, refetch]);
  return { envelope, countdown };
}
